// Types for make-icons.mjs, which the icon tests import.
export declare const SOURCE: string
export declare const LINUX_ICON_SIZES: number[]
export declare const APP_ICO_SIZES: number[]
export declare const TRAY_ICO_SIZES: number[]
export declare const TRAY_TEMPLATE_SIZES: number[]
export declare const TRAY_COLOUR_SIZES: number[]
/** Every icon file, by its path relative to build/. */
export declare function renderIcons(source?: string): Promise<Map<string, Buffer>>
export declare function writeIcons(outDir?: string): Promise<string[]>
