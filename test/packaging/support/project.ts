// The project's packaging files, read as the tools read them.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parse } from 'yaml'

export const PROJECT_ROOT = resolve(__dirname, '..', '..', '..')
export const projectPath = (...parts: string[]): string => resolve(PROJECT_ROOT, ...parts)

export interface PackageJson {
  name: string
  productName: string
  version: string
  desktopName: string
  main: string
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
  scripts: Record<string, string>
}

export const readPackageJson = (): PackageJson =>
  JSON.parse(readFileSync(projectPath('package.json'), 'utf8')) as PackageJson

/** electron-builder.yml as a plain object (the shape electron-builder's Configuration has). */
export const readBuilderConfig = (): Record<string, unknown> & { appId: string; productName: string } =>
  parse(readFileSync(projectPath('electron-builder.yml'), 'utf8')) as Record<string, unknown> & {
    appId: string
    productName: string
  }
