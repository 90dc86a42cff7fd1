// dialog: records every dialog; answers come from a queue the test fills, else the default
// (message box: defaultId ?? 0; file dialogs: canceled).
import { DialogMembers } from './api-names'
import { loud, otherPlatformApi } from './loud'
import type { Standin } from './standin'

export type DialogCall =
  | { kind: 'messageBox'; window: unknown; options: Electron.MessageBoxOptions; sync: boolean }
  | { kind: 'errorBox'; title: string; content: string }
  | { kind: 'openDialog'; window: unknown; options: Electron.OpenDialogOptions; sync: boolean }
  | { kind: 'saveDialog'; window: unknown; options: Electron.SaveDialogOptions; sync: boolean }

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
  private readonly saveAnswers: Electron.SaveDialogReturnValue[] = []

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

  showSaveDialog(...args: unknown[]): Promise<Electron.SaveDialogReturnValue> {
    const [window, options] = split<Electron.SaveDialogOptions>(args)
    this.record({ kind: 'saveDialog', window, options, sync: false })
    return Promise.resolve(this.saveAnswers.shift() ?? { canceled: true, filePath: '' })
  }

  showSaveDialogSync(...args: unknown[]): string {
    const [window, options] = split<Electron.SaveDialogSyncOptions>(args)
    this.record({ kind: 'saveDialog', window, options, sync: true })
    const answer = this.saveAnswers.shift()
    return answer && !answer.canceled ? answer.filePath : ''
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

  answerNextSaveDialog(filePath: string): void {
    this.saveAnswers.push({ canceled: false, filePath })
  }

  /** Message boxes shown so far. */
  messageBoxes(): Electron.MessageBoxOptions[] {
    return this.calls.flatMap((c) => (c.kind === 'messageBox' ? [c.options] : []))
  }
}
