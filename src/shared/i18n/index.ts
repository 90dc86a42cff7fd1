/**
 * Languages, the English catalog and the translator shared by main and the window (docs/architecture.md,
 * "Languages"). Every other catalog is loaded when chosen (catalog-loader.ts) or, in main and the tests, all at once
 * from every-language.ts — which this file does not export, so that the window's first bundle stays English alone.
 */
export * from './languages'
export * from './translate'
export { isolate } from './bidi'
export { pluralCategories } from './plural'
export { ENGLISH, type Catalog } from './catalog'
export { loadCatalog } from './catalog-loader'
export type { Messages } from './messages'
