/**
 * The export's save dialog (shell/export-save-dialog.ts) with Electron's dialog stubbed: it asks
 * the system to confirm before replacing a file — which Linux does only when told to — and a
 * cancelled dialog chooses no file.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'

type ShowSaveDialog = (options: Electron.SaveDialogOptions) => Promise<Electron.SaveDialogReturnValue>
const showSaveDialog = vi.fn<ShowSaveDialog>()
vi.mock('electron', () => ({ dialog: { showSaveDialog } }))

const { chooseExportPath } = await import('../../src/main/shell/export-save-dialog')

beforeEach(() => showSaveDialog.mockReset())

describe("the export's save dialog", () => {
  it('suggests the name, offers CSV and has the system ask before replacing an existing file', async () => {
    showSaveDialog.mockResolvedValue({ canceled: false, filePath: '/home/me/shop.example-page.csv' })
    expect(await chooseExportPath('shop.example-page.csv')).toBe('/home/me/shop.example-page.csv')
    expect(showSaveDialog).toHaveBeenCalledOnce()
    const [options] = showSaveDialog.mock.calls[0]!
    expect(options).toMatchObject({
      title: 'Export statistics as CSV',
      defaultPath: 'shop.example-page.csv',
      filters: [{ name: 'CSV', extensions: ['csv'] }],
    })
    expect(options.properties ?? []).toContain('showOverwriteConfirmation')
  })

  it('chooses no file when the user cancels', async () => {
    showSaveDialog.mockResolvedValue({ canceled: true, filePath: '' })
    expect(await chooseExportPath('shop.example-page.csv')).toBeNull()
  })
})
