// dialog: records every dialog; answers come from a queue the test fills, else the default
// (message box: defaultId ?? 0; file dialogs: canceled). A save dialog over a file that exists
// asks whether to replace it where Electron's does: always on macOS (NSSavePanel) and Windows
// (IFileSaveDialog's FOS_OVERWRITEPROMPT), on Linux only with the `showOverwriteConfirmation`
// property (GTK's do-overwrite-confirmation and the portal are off without it).
import { existsSync } from 'node:fs'
import { DialogMembers } from './api-names'
import { loud, otherPlatformApi } from './loud'
import type { Standin } from './standin'

export type DialogCall =
  | { kind: 'messageBox'; window: unknown; options: Electron.MessageBoxOptions; sync: boolean }
  | { kind: 'errorBox'; title: string; content: string }
  | { kind: 'openDialog'; window: unknown; options: Electron.OpenDialogOptions; sync: boolean }
  | { kind: 'saveDialog'; window: unknown; options: Electron.SaveDialogOptions; sync: boolean }
  /** The save dialog asked whether to replace `filePath`, which exists; `replace`: the user's answer. */
  | { kind: 'replaceFile'; filePath: string; replace: boolean }

/** A save dialog's queued answer: the path the user picks, and what they answer if asked to replace it. */
interface SaveAnswer {
  filePath: string
  replace: boolean
}

type Implemented =
  | 'showMessageBox'
  | 'showMessageBoxSync'
  | 'showErrorBox'
  | 'showOpenDialog'
  | 'showOpenDialogSync'
  | 'showSaveDialog'
  | 'showSaveDialogSync'
  | 'showCertificateTrustDialog'

/** Electron's dialog methods take an optional window first; returns [window, options]. */
function split<T>(args: readonly unknown[]): [unknown, T] {
  if (args.length >= 2) return [args[0], args[1] as T]
  return [undefined, args[0] as T]
}

export class DialogStandin implements Pick<Electron.Dialog, Implemented> {
  readonly calls: DialogCall[] = []
  private readonly messageBoxAnswers: Array<Partial<Electron.MessageBoxReturnValue>> = []
  private readonly openAnswers: Electron.OpenDialogReturnValue[] = []
  private readonly saveAnswers: SaveAnswer[] = []

  constructor(private readonly standin: Standin) {
    return loud(this, 'dialog', DialogMembers)
  }

  private record(call: DialogCall): void {
    this.calls.push(call)
    this.standin.changed('dialog')
  }

  private messageBoxAnswer(options: Electron.MessageBoxOptions): Electron.MessageBoxReturnValue {
    const queued = this.messageBoxAnswers.shift()
    return {
      response: queued?.response ?? options.defaultId ?? 0,
      checkboxChecked: queued?.checkboxChecked ?? options.checkboxChecked ?? false,
    }
  }

  showMessageBox(...args: unknown[]): Promise<Electron.MessageBoxReturnValue> {
    const [window, options] = split<Electron.MessageBoxOptions>(args)
    this.record({ kind: 'messageBox', window, options, sync: false })
    return Promise.resolve(this.messageBoxAnswer(options))
  }

  showMessageBoxSync(...args: unknown[]): number {
    const [window, options] = split<Electron.MessageBoxSyncOptions>(args)
    this.record({ kind: 'messageBox', window, options, sync: true })
    return this.messageBoxAnswer(options).response
  }

  showErrorBox(title: string, content: string): void {
    this.record({ kind: 'errorBox', title, content })
  }

  showOpenDialog(...args: unknown[]): Promise<Electron.OpenDialogReturnValue> {
    const [window, options] = split<Electron.OpenDialogOptions>(args)
    this.record({ kind: 'openDialog', window, options, sync: false })
    return Promise.resolve(this.openAnswers.shift() ?? { canceled: true, filePaths: [] })
  }

  showOpenDialogSync(...args: unknown[]): string[] | undefined {
    const [window, options] = split<Electron.OpenDialogSyncOptions>(args)
    this.record({ kind: 'openDialog', window, options, sync: true })
    const answer = this.openAnswers.shift()
    return answer && !answer.canceled ? answer.filePaths : undefined
  }

  /** Whether this platform's save dialog asks before handing back `filePath`. */
  private asksToReplace(filePath: string, options: Electron.SaveDialogOptions): boolean {
    if (!existsSync(filePath)) return false
    return this.standin.platform !== 'linux' || (options.properties ?? []).includes('showOverwriteConfirmation')
  }

  /** The user's pick, asked about where the platform asks; declining to replace leaves the dialog cancelled. */
  private saveAnswer(options: Electron.SaveDialogOptions): Electron.SaveDialogReturnValue {
    const answer = this.saveAnswers.shift()
    if (!answer) return { canceled: true, filePath: '' }
    if (this.asksToReplace(answer.filePath, options)) {
      this.record({ kind: 'replaceFile', filePath: answer.filePath, replace: answer.replace })
      if (!answer.replace) return { canceled: true, filePath: '' }
    }
    return { canceled: false, filePath: answer.filePath }
  }

  showSaveDialog(...args: unknown[]): Promise<Electron.SaveDialogReturnValue> {
    const [window, options] = split<Electron.SaveDialogOptions>(args)
    this.record({ kind: 'saveDialog', window, options, sync: false })
    return Promise.resolve(this.saveAnswer(options))
  }

  showSaveDialogSync(...args: unknown[]): string {
    const [window, options] = split<Electron.SaveDialogSyncOptions>(args)
    this.record({ kind: 'saveDialog', window, options, sync: true })
    const answer = this.saveAnswer(options)
    return answer.canceled ? '' : answer.filePath
  }

  showCertificateTrustDialog(): Promise<void> {
    return otherPlatformApi('dialog.showCertificateTrustDialog', ['darwin', 'win32'], this.standin.platform)
  }

  // ---- test hooks -------------------------------------------------------------------------

  /** The user's answer to the next message box (response = index of the clicked button). */
  answerNextMessageBox(answer: Partial<Electron.MessageBoxReturnValue> & { response: number }): void {
    this.messageBoxAnswers.push(answer)
  }

  answerNextOpenDialog(filePaths: string[]): void {
    this.openAnswers.push({ canceled: false, filePaths })
  }

  /**
   * The path the user picks in the next save dialog. Where the dialog asks whether to replace an
   * existing file, `replace` is their answer; by default they keep the file (the dialog then ends
   * cancelled, as it does once they decline and close it).
   */
  answerNextSaveDialog(filePath: string, { replace = false }: { replace?: boolean } = {}): void {
    this.saveAnswers.push({ filePath, replace })
  }

  /** The files a save dialog asked about replacing, with the user's answers. */
  replaceQuestions(): Array<{ filePath: string; replace: boolean }> {
    return this.calls.flatMap((c) => (c.kind === 'replaceFile' ? [{ filePath: c.filePath, replace: c.replace }] : []))
  }

  /** Message boxes shown so far. */
  messageBoxes(): Electron.MessageBoxOptions[] {
    return this.calls.flatMap((c) => (c.kind === 'messageBox' ? [c.options] : []))
  }
}
