/**
 * Where an export goes: the system's save dialog, which must ask before replacing a file the user
 * picked. macOS and Windows ask by themselves; Linux (GTK and the desktop portal) asks only when
 * told to, with `showOverwriteConfirmation` — without it, picking last month's export replaces it
 * without a word.
 */
import { dialog } from 'electron'
import { t } from '../../shared/i18n'

/** The path the user chose for `suggestedName`, or null when they cancelled. */
export async function chooseExportPath(suggestedName: string): Promise<string | null> {
  const answer = await dialog.showSaveDialog({
    title: t('insights.export.dialogTitle'),
    defaultPath: suggestedName,
    filters: [{ name: 'CSV', extensions: ['csv'] }],
    properties: ['showOverwriteConfirmation'],
  })
  return answer.canceled || !answer.filePath ? null : answer.filePath
}
