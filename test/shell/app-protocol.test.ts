/** The window's page served from app://sitetray: only the renderer's files, always with the CSP header. */
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTENT_SECURITY_POLICY, rendererResponse } from '../../src/main/window/app-protocol'

let base: string
let root: string

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'sitetray-protocol-'))
  root = join(base, 'renderer')
  await mkdir(join(root, 'assets'), { recursive: true })
  await writeFile(join(root, 'index.html'), '<!doctype html><title>SiteTray</title>')
  await writeFile(join(root, 'assets', 'app.js'), 'console.log(1)')
  await writeFile(join(base, 'secret.txt'), 'outside the renderer')
  await symlink(join(base, 'secret.txt'), join(root, 'assets', 'link.txt'))
})

afterAll(async () => {
  await rm(base, { recursive: true, force: true })
})

const get = (url: string, method = 'GET'): Promise<Response> => rendererResponse(new Request(url, { method }), root)

describe('app://sitetray', () => {
  it('serves the page and its scripts with their types and the Content-Security-Policy header', async () => {
    const page = await get('app://sitetray/index.html')
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY)
    expect(await page.text()).toContain('<title>SiteTray</title>')
    const script = await get('app://sitetray/assets/app.js')
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(script.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('the policy allows nothing inline or evaluated, and nothing from elsewhere', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("default-src 'self'")
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'")
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval')
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-inline')
    expect(CONTENT_SECURITY_POLICY).toContain("object-src 'none'")
  })

  it.each([
    ['a path that climbs out', 'app://sitetray/../secret.txt'],
    ['an encoded climb', 'app://sitetray/assets/%2e%2e/%2e%2e/secret.txt'],
    ['an encoded slash climb', 'app://sitetray/assets/..%2f..%2fsecret.txt'],
    ['a backslash climb', 'app://sitetray/assets/..%5c..%5csecret.txt'],
    ['a link pointing outside', 'app://sitetray/assets/link.txt'],
    ['another host', 'app://elsewhere/index.html'],
    ['a folder', 'app://sitetray/assets'],
    ['a missing file', 'app://sitetray/nope.js'],
    ['a NUL byte', 'app://sitetray/index.html%00.js'],
  ])('answers 404 to %s, still with the CSP', async (_name, url) => {
    const response = await get(url)
    expect(response.status).toBe(404)
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY)
    expect(await response.text()).not.toContain('outside the renderer')
  })

  it('refuses methods other than GET and HEAD', async () => {
    expect((await get('app://sitetray/index.html', 'POST')).status).toBe(405)
    const head = await get('app://sitetray/index.html', 'HEAD')
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
  })
})
