/**
 * How many websites one bulk change may name — beyond it the window selects by query ("all N
 * matching") — in a module of its own, so that the window's selection needs no schema.
 */
export const MAX_SELECTED_IDS = 10_000
