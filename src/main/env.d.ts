// What electron-vite (Vite) adds to the main bundle at build time; see tray/assets.ts.
interface ImportMeta {
  glob<T>(pattern: string, options: { query: string; import: string; eager: true }): Record<string, T>
}
