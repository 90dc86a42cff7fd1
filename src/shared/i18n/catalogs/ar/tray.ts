import type { Messages } from '../../messages'
import type en from '../en/tray'

export default {} satisfies Messages<typeof en>
