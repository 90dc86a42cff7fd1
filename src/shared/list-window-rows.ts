/**
 * The most rows one request for the list may ask for — a window, never the whole list — in a module
 * of its own, so that the window's list reads it without the list's schemas.
 */
export const MAX_WINDOW_ROWS = 200
