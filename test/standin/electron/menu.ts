// Menu and MenuItem, following lib/browser/api/menu.ts and menu-item.ts (Electron 45): templates,
// radio groups, checkbox flipping on click, roles; plus the helpers tests use to read and click.
import { EventEmitter } from 'node:events'
import { MenuItemMembers, MenuMembers } from './api-names'
import { makeEvent } from './events'
import { normalizeAccelerator } from './accelerator'
import { loud, notImplemented } from './loud'
import type { Standin } from './standin'

type Role = NonNullable<Electron.MenuItemConstructorOptions['role']>

interface RoleSpec {
  label: string | ((s: Standin) => string)
  accelerator?: string | ((s: Standin) => string | undefined)
  checkbox?: boolean
  registerAccelerator?: boolean
  app?: (s: Standin) => void
  window?: string
  webContents?: string
  /** The submenu Electron gives the role when the template has none (menu-item-roles.ts). */
  submenu?: (s: Standin) => Electron.MenuItemConstructorOptions[]
}

const isMac = (s: Standin): boolean => s.platform === 'darwin'
const appName = (s: Standin): string => s.appModule.getName()

/**
 * Electron's role table (lib/browser/api/menu-item-roles.ts), per platform; methods are called on the stand-in objects.
 */
const ROLES: Record<string, RoleSpec> = {
  about: {
    label: (s) => (s.platform === 'linux' ? 'About' : `About ${appName(s)}`),
    app: (s) => s.appModule.showAboutPanel(),
  },
  close: { label: (s) => (isMac(s) ? 'Close Window' : 'Close'), accelerator: 'CommandOrControl+W', window: 'close' },
  copy: { label: 'Copy', accelerator: 'CommandOrControl+C', webContents: 'copy', registerAccelerator: false },
  cut: { label: 'Cut', accelerator: 'CommandOrControl+X', webContents: 'cut', registerAccelerator: false },
  delete: { label: 'Delete', webContents: 'delete' },
  forcereload: { label: 'Force Reload', accelerator: 'Shift+CmdOrCtrl+R', webContents: 'reloadIgnoringCache' },
  front: { label: 'Bring All to Front' },
  help: { label: 'Help' },
  // macOS-only roles (hide, hideOthers, unhide, front, services…) do nothing elsewhere.
  hide: {
    label: (s) => `Hide ${appName(s)}`,
    accelerator: 'Command+H',
    app: (s) => (isMac(s) ? s.appModule.hide() : undefined),
  },
  hideothers: { label: 'Hide Others', accelerator: 'Command+Alt+H' },
  minimize: { label: 'Minimize', accelerator: 'CommandOrControl+M', window: 'minimize' },
  paste: { label: 'Paste', accelerator: 'CommandOrControl+V', webContents: 'paste', registerAccelerator: false },
  pasteandmatchstyle: {
    label: 'Paste and Match Style',
    accelerator: (s) => (isMac(s) ? 'Cmd+Option+Shift+V' : 'Shift+CommandOrControl+V'),
    webContents: 'pasteAndMatchStyle',
    registerAccelerator: false,
  },
  quit: {
    label: (s) => (s.platform === 'darwin' ? `Quit ${appName(s)}` : s.platform === 'win32' ? 'Exit' : 'Quit'),
    accelerator: (s) => (s.platform === 'win32' ? undefined : 'CommandOrControl+Q'),
    app: (s) => s.appModule.quit(),
  },
  redo: {
    label: 'Redo',
    accelerator: (s) => (s.platform === 'win32' ? 'Control+Y' : 'Shift+CommandOrControl+Z'),
    webContents: 'redo',
  },
  reload: { label: 'Reload', accelerator: 'CmdOrCtrl+R', webContents: 'reload' },
  resetzoom: { label: 'Actual Size', accelerator: 'CommandOrControl+0', webContents: 'setZoomLevel' },
  selectall: { label: 'Select All', accelerator: 'CommandOrControl+A', webContents: 'selectAll' },
  services: { label: 'Services' },
  recentdocuments: { label: 'Open Recent' },
  clearrecentdocuments: { label: 'Clear Menu' },
  showsubstitutions: { label: 'Show Substitutions' },
  togglesmartquotes: { label: 'Smart Quotes' },
  togglesmartdashes: { label: 'Smart Dashes' },
  toggletextreplacement: { label: 'Text Replacement' },
  startspeaking: { label: 'Start Speaking' },
  stopspeaking: { label: 'Stop Speaking' },
  toggledevtools: {
    label: 'Toggle Developer Tools',
    accelerator: (s) => (isMac(s) ? 'Alt+Command+I' : 'Ctrl+Shift+I'),
    webContents: 'toggleDevTools',
  },
  togglefullscreen: {
    label: 'Toggle Full Screen',
    accelerator: (s) => (isMac(s) ? 'Control+Command+F' : 'F11'),
    window: 'setFullScreen',
  },
  undo: { label: 'Undo', accelerator: 'CommandOrControl+Z', webContents: 'undo' },
  unhide: { label: 'Show All' },
  window: { label: 'Window' },
  zoom: { label: 'Zoom' },
  zoomin: { label: 'Zoom In', accelerator: 'CommandOrControl+Plus', webContents: 'setZoomLevel' },
  zoomout: { label: 'Zoom Out', accelerator: 'CommandOrControl+-', webContents: 'setZoomLevel' },
  togglespellchecker: { label: 'Check Spelling While Typing', checkbox: true },
  appmenu: {
    label: appName,
    submenu: () => [
      { role: 'about' },
      { type: 'separator' },
      { role: 'services' },
      { type: 'separator' },
      { role: 'hide' },
      { role: 'hideOthers' },
      { role: 'unhide' },
      { type: 'separator' },
      { role: 'quit' },
    ],
  },
  filemenu: { label: 'File', submenu: (s) => [isMac(s) ? { role: 'close' } : { role: 'quit' }] },
  editmenu: {
    label: 'Edit',
    submenu: (s) => [
      { role: 'undo' },
      { role: 'redo' },
      { type: 'separator' },
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      ...(isMac(s)
        ? ([
            { role: 'pasteAndMatchStyle' },
            { role: 'delete' },
            { role: 'selectAll' },
            { type: 'separator' },
            {
              label: 'Substitutions',
              submenu: [
                { role: 'showSubstitutions' },
                { type: 'separator' },
                { role: 'toggleSmartQuotes' },
                { role: 'toggleSmartDashes' },
                { role: 'toggleTextReplacement' },
              ],
            },
            { label: 'Speech', submenu: [{ role: 'startSpeaking' }, { role: 'stopSpeaking' }] },
          ] satisfies Electron.MenuItemConstructorOptions[])
        : ([
            { role: 'delete' },
            { type: 'separator' },
            { role: 'selectAll' },
          ] satisfies Electron.MenuItemConstructorOptions[])),
    ],
  },
  viewmenu: {
    label: 'View',
    submenu: () => [
      { role: 'reload' },
      { role: 'forceReload' },
      { role: 'toggleDevTools' },
      { type: 'separator' },
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      { type: 'separator' },
      { role: 'togglefullscreen' },
    ],
  },
  windowmenu: {
    label: 'Window',
    submenu: (s) => [
      { role: 'minimize' },
      { role: 'zoom' },
      ...(isMac(s) ? ([{ type: 'separator' }, { role: 'front' }] as const) : ([{ role: 'close' }] as const)),
    ],
  },
  sharemenu: { label: 'Share...', submenu: () => notImplemented("the default submenu of role 'shareMenu'") },
}

/**
 * A label as the native menu shows it: `&` marks the next letter as the mnemonic (removed), `&&`
 * is a literal `&`. Electron hands labels to GTK/DBusMenu, Win32 and (through
 * FixUpWindowsStyleLabel) AppKit this way on all three platforms.
 */
export function displayedLabel(label: string): string {
  return label.replace(/&(&?)/g, (_match, literal: string) => literal)
}

const TYPES = ['normal', 'separator', 'submenu', 'checkbox', 'radio', 'header', 'palette']

export type KeyboardEventLike = Electron.KeyboardEvent

type PrimitiveProps =
  | 'label'
  | 'sublabel'
  | 'toolTip'
  | 'enabled'
  | 'visible'
  | 'checked'
  | 'id'
  | 'type'
  | 'accelerator'
  | 'commandId'
  | 'registerAccelerator'
  | 'accessibilityLabel'

export class MenuItemStandin implements Pick<Electron.MenuItem, PrimitiveProps> {
  label = ''
  sublabel = ''
  toolTip = ''
  accessibilityLabel = ''
  enabled = true
  visible = true
  checked = false
  id = ''
  type: Electron.MenuItem['type'] = 'normal'
  /** Lower-cased, as Electron stores it. */
  role?: Role
  accelerator: Electron.Accelerator | null = null
  icon?: Electron.NativeImage | string
  submenu?: MenuStandin
  registerAccelerator = true
  readonly commandId: number
  /** The menu this item was inserted into. */
  menu?: MenuStandin
  /** Radio group id (set when inserted into a menu). */
  groupId?: number
  /**
   * What Electron's menu runs when the item is activated: flips checkbox/radio items, runs the
   * role, then the template's click(menuItem, focusedWindow, event).
   */
  readonly click: (event: KeyboardEventLike, focusedWindow: unknown, focusedWebContents: unknown) => void
  private readonly standin: Standin

  constructor(standin: Standin, options: Electron.MenuItemConstructorOptions) {
    this.standin = standin
    if (options === null || typeof options !== 'object') throw new TypeError('Invalid template for MenuItem')
    for (const key of ['before', 'after', 'beforeGroupContaining', 'afterGroupContaining'] as const) {
      if (options[key] !== undefined) notImplemented(`MenuItem option '${key}' (template sorting)`)
    }
    const role = typeof options.role === 'string' ? (options.role.toLowerCase() as Role) : undefined
    const spec = role !== undefined ? ROLES[role] : undefined
    let submenu: unknown = options.submenu
    if (submenu === undefined && spec?.submenu) submenu = spec.submenu(standin)
    if (submenu != null && !(submenu instanceof MenuStandin)) {
      submenu = standin.Menu.buildFromTemplate(submenu as Electron.MenuItemConstructorOptions[])
    }
    let type = options.type
    if (type == null && submenu != null) type = 'submenu'
    if (type === 'submenu' && !(submenu instanceof MenuStandin)) throw new Error('Invalid submenu')
    type ??= spec?.checkbox ? 'checkbox' : 'normal'
    if (!TYPES.includes(type)) throw new Error(`Unknown menu item type: ${type}`)

    // Extra fields a template carries are kept, like Electron's MenuItem does.
    for (const [key, value] of Object.entries(options)) {
      if (!(key in this) && key !== 'click') (this as unknown as Record<string, unknown>)[key] = value
    }
    this.type = type
    if (role !== undefined) this.role = role
    this.submenu = submenu as MenuStandin | undefined
    const accelerator =
      options.accelerator ?? (typeof spec?.accelerator === 'function' ? spec.accelerator(standin) : spec?.accelerator)
    if (accelerator !== undefined) this.accelerator = accelerator
    if (options.icon !== undefined) this.icon = options.icon
    this.label = options.label ?? (spec ? (typeof spec.label === 'function' ? spec.label(standin) : spec.label) : '')
    this.sublabel = options.sublabel ?? ''
    this.toolTip = options.toolTip ?? ''
    this.accessibilityLabel = options.accessibilityLabel ?? ''
    this.enabled = options.enabled ?? true
    this.visible = options.visible ?? true
    this.checked = options.checked ?? false
    this.id = options.id ?? ''
    this.registerAccelerator = options.registerAccelerator ?? spec?.registerAccelerator ?? true
    this.commandId = ++standin.menuCommandIds

    const userClick = options.click
    this.click = (event, focusedWindow, focusedWebContents) => {
      if (!spec?.checkbox && (this.type === 'checkbox' || this.type === 'radio')) this.checked = !this.checked
      if (!this.runRole(focusedWindow, focusedWebContents) && typeof userClick === 'function') {
        userClick(this as unknown as Electron.MenuItem, focusedWindow as Electron.BrowserWindow, event)
      }
    }
    return loud(this, 'MenuItem', MenuItemMembers)
  }

  get userAccelerator(): null {
    return null
  }

  /** @internal Sets `checked` without the radio-group side effects (radio items override this). */
  setRadioChecked(value: boolean): void {
    this.checked = value
  }

  private runRole(focusedWindow: unknown, focusedWebContents: unknown): boolean {
    if (this.role === undefined) return false
    const spec = ROLES[this.role]
    if (!spec) return false
    if (spec.app) {
      spec.app(this.standin)
      return true
    }
    const call = (target: unknown, method: string): true => {
      const fn = (target as Record<string, unknown>)[method]
      if (typeof fn !== 'function') notImplemented(`menu role '${this.role}' (${method})`)
      ;(fn as () => void).call(target)
      return true
    }
    if (spec.window && focusedWindow != null) return call(focusedWindow, spec.window)
    if (spec.webContents && focusedWebContents != null) return call(focusedWebContents, spec.webContents)
    return false
  }
}

type Template = Array<Electron.MenuItemConstructorOptions | MenuItemStandin>

function isSeparator(item: Electron.MenuItemConstructorOptions | MenuItemStandin): boolean {
  return item.type === 'separator'
}

/** Electron's removeExtraSeparators: fold adjacent separators, drop leading/trailing ones. */
function removeExtraSeparators(items: Template): Template {
  let out = items.filter((e, i, arr) => e.visible === false || !isSeparator(e) || i === 0 || !isSeparator(arr[i - 1]!))
  out = out.filter((e, i, arr) => e.visible === false || !isSeparator(e) || (i !== 0 && i !== arr.length - 1))
  return out
}

export class MenuStandin extends EventEmitter {
  readonly items: MenuItemStandin[] = []
  private readonly groups = new Map<number, MenuItemStandin[]>()
  /** Popups opened with popup(), for assertions. */
  readonly popups: Electron.PopupOptions[] = []
  protected readonly standin: Standin

  constructor(standin: Standin) {
    super()
    this.standin = standin
    return loud(this, 'Menu', MenuMembers)
  }

  append(item: MenuItemStandin): void {
    this.insert(this.items.length, item)
  }

  insert(pos: number, item: MenuItemStandin): void {
    if (!(item instanceof MenuItemStandin)) throw new TypeError('Invalid item')
    if (pos < 0) throw new RangeError(`Position ${pos} cannot be less than 0`)
    if (pos > this.items.length) throw new RangeError(`Position ${pos} cannot be greater than the total MenuItem count`)
    if (item.type === 'radio') this.insertRadio(item, pos)
    item.menu = this
    this.items.splice(pos, 0, item)
  }

  private insertRadio(item: MenuItemStandin, pos: number): void {
    let groupId: number | undefined
    if (pos > 0) {
      for (let i = pos - 1; i >= 0; i--) {
        if (this.items[i]!.type === 'radio') {
          groupId = this.items[i]!.groupId
          break
        }
        if (this.items[i]!.type === 'separator') break
      }
    } else {
      for (let i = pos; i < this.items.length; i++) {
        if (this.items[i]!.type === 'radio') {
          groupId = this.items[i]!.groupId
          break
        }
        if (this.items[i]!.type === 'separator') break
      }
    }
    groupId ??= ++this.standin.menuGroupIds
    item.groupId = groupId
    const group = this.groups.get(groupId) ?? []
    group.push(item)
    this.groups.set(groupId, group)
    // Setting a radio item's `checked` (to anything) checks it and unchecks the rest of its group.
    let value = item.checked
    Object.defineProperty(item, 'checked', {
      enumerable: true,
      configurable: true,
      get: () => value,
      set: () => {
        for (const other of group) if (other !== item) other.setRadioChecked(false)
        value = true
      },
    })
    Object.defineProperty(item, 'setRadioChecked', {
      configurable: true,
      value: (v: boolean) => {
        value = v
      },
    })
  }

  getMenuItemById(id: string): MenuItemStandin | null {
    let found = this.items.find((item) => item.id === id) ?? null
    for (let i = 0; !found && i < this.items.length; i++) {
      const sub = this.items[i]!.submenu
      if (sub) found = sub.getMenuItemById(id)
    }
    return found
  }

  popup(options: Electron.PopupOptions = {}): void {
    if (options == null || typeof options !== 'object') throw new TypeError('Options must be an object')
    const windows = this.standin.windowList()
    if (!options.window && windows.length === 0) throw new Error('Cannot open Menu without a BaseWindow present')
    this.popups.push(options)
    this.menuWillShow()
    this.standin.changed('menu')
  }

  closePopup(): void {
    this.emit('menu-will-close', makeEvent())
  }

  /** What Electron does before showing a menu: every radio group gets a checked item. */
  menuWillShow(): void {
    for (const group of this.groups.values()) {
      if (!group.some((item) => item.checked)) group[0]!.setRadioChecked(true)
    }
    this.emit('menu-will-show', makeEvent())
    for (const item of this.items) item.submenu?.menuWillShow()
  }

  // ---- test helpers -----------------------------------------------------------------------

  /**
   * The visible items as a tree for snapshots: '---' for separators, '[x] ' / '[ ] ' before
   * checkboxes, '(*) ' / '( ) ' before radio items, ' (disabled)' after disabled items, and
   * `{ 'Label': [...] }` for submenus.
   */
  labels(): MenuLabelTree {
    return this.items
      .filter((item) => item.visible)
      .map((item) => {
        if (item.type === 'separator') return '---'
        let text = displayedLabel(item.label)
        if (item.type === 'checkbox') text = `${item.checked ? '[x]' : '[ ]'} ${text}`
        if (item.type === 'radio') text = `${item.checked ? '(*)' : '( )'} ${text}`
        if (!item.enabled) text += ' (disabled)'
        if (item.submenu) return { [text]: item.submenu.labels() }
        return text
      })
  }

  /**
   * The item a key press reaches through this menu (its accelerator, as the platform reads it), if a
   * visible, enabled one has it — in submenus too, as native menus do.
   */
  findByAccelerator(accelerator: string): MenuItemStandin | undefined {
    const wanted = normalizeAccelerator(accelerator, this.standin.platform)
    if (wanted === undefined) throw new Error(`Electron stand-in: '${accelerator}' is not an accelerator`)
    for (const item of this.items) {
      if (!item.visible || !item.enabled) continue
      if (item.submenu) {
        const inner = item.submenu.findByAccelerator(accelerator)
        if (inner) return inner
        continue
      }
      if (
        typeof item.accelerator === 'string' &&
        normalizeAccelerator(item.accelerator, this.standin.platform) === wanted
      )
        return item
    }
    return undefined
  }

  /** Every item, depth first (for assertions on what a menu offers). */
  allItems(): MenuItemStandin[] {
    return this.items.flatMap((item) => [item, ...(item.submenu?.allItems() ?? [])])
  }

  /** Finds an item by its label path through submenus (visible items only). */
  findItem(path: readonly string[]): MenuItemStandin | undefined {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- walking down from this menu
    let menu: MenuStandin | undefined = this
    let found: MenuItemStandin | undefined
    for (const label of path) {
      found = menu?.items.find((item) => item.visible && item.type !== 'separator' && named(item, label))
      if (!found) return undefined
      menu = found.submenu
    }
    return found
  }

  /**
   * Clicks the item at `path` as the user would through the native menu: only a visible, enabled
   * item inside visible, enabled submenus can be clicked. Throws with the labels that exist.
   */
  clickItem(path: readonly string[], event: Partial<KeyboardEventLike> = {}): MenuItemStandin {
    if (path.length === 0) throw new Error('Electron stand-in: empty menu path')
    this.menuWillShow()
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- walking down from this menu
    let menu: MenuStandin = this
    let item: MenuItemStandin | undefined
    for (let depth = 0; depth < path.length; depth++) {
      const label = path[depth]!
      item = menu.items.find((i) => i.type !== 'separator' && named(i, label))
      const where = path.slice(0, depth).join(' › ') || 'the menu'
      const available = JSON.stringify(menu.labels())
      if (!item) throw new Error(`Electron stand-in: no menu item '${label}' in ${where}; it has ${available}`)
      if (!item.visible)
        throw new Error(`Electron stand-in: menu item '${label}' in ${where} is invisible; visible items: ${available}`)
      if (!item.enabled)
        throw new Error(`Electron stand-in: menu item '${label}' in ${where} is disabled; items: ${available}`)
      if (depth < path.length - 1) {
        if (!item.submenu) throw new Error(`Electron stand-in: menu item '${label}' has no submenu`)
        menu = item.submenu
      }
    }
    if (item!.submenu)
      throw new Error(`Electron stand-in: '${path.join(' › ')}' opens a submenu; click an item inside it`)
    const focused = this.standin.focusedWindow()
    item!.click(
      { triggeredByAccelerator: false, shiftKey: false, ctrlKey: false, altKey: false, metaKey: false, ...event },
      focused ?? undefined,
      focused?.webContents ?? undefined,
    )
    this.standin.changed('menu')
    return item!
  }
}

export type MenuLabelTree = Array<string | { [label: string]: MenuLabelTree }>

/**
 * Whether `item` is the one a test's path names: its whole label, or — for a submenu, whose
 * label may carry details after ' — ' that change while the test runs (SiteTray's favorites carry
 * today's visitors there) — the part before them. A test hook: Electron finds nothing by label.
 */
function named(item: MenuItemStandin, label: string): boolean {
  const shown = displayedLabel(item.label)
  return shown === label || (item.submenu !== undefined && item.submenu !== null && shown.startsWith(`${label} — `))
}

/** Menu.buildFromTemplate, as in Electron. */
export function buildFromTemplate(standin: Standin, template: unknown): MenuStandin {
  if (!Array.isArray(template)) throw new TypeError('Invalid template for Menu: Menu template must be an array')
  const valid = template.every(
    (item) =>
      item != null &&
      typeof item === 'object' &&
      (Object.hasOwn(item, 'label') ||
        Object.hasOwn(item, 'role') ||
        (item as { type?: unknown }).type === 'separator' ||
        item instanceof MenuItemStandin),
  )
  if (!valid) throw new TypeError('Invalid template for MenuItem: must have at least one of label, role or type')
  const menu = new standin.Menu()
  for (const item of removeExtraSeparators(template as Template)) {
    menu.append(item instanceof MenuItemStandin ? item : new standin.MenuItem(item))
  }
  return menu
}
