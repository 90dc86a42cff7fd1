/**
 * What the package's resources/app-update.yml (written by electron-builder, read by
 * electron-updater) says about who signs SiteTray's Windows installers.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
// The YAML reader electron-updater reads this file with (a dependency of it already).
import { load } from 'js-yaml'

/**
 * The `publisherName` list, or none when the file, the key or a name is missing or unreadable:
 * a list the updater could not use the way it reads it counts as no list.
 */
export async function readPublisherNames(resourcesPath: string | undefined): Promise<string[]> {
  if (!resourcesPath) return []
  try {
    const config = load(await readFile(join(resourcesPath, 'app-update.yml'), 'utf8')) as {
      publisherName?: unknown
    } | null
    const names = config?.publisherName
    const list = Array.isArray(names) ? names : [names]
    return list.every((name) => typeof name === 'string' && name.trim() !== '') ? (list as string[]) : []
  } catch {
    return []
  }
}
