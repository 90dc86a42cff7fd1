/** Languages, catalogs and the translator shared by main and the window (docs/architecture.md, "Languages"). */
export * from './languages'
export * from './translate'
export { isolate } from './bidi'
export { pluralCategories } from './plural'
export { CATALOGS, type Catalog } from './catalog'
export type { Messages } from './messages'
