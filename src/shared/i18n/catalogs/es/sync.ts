import type { Messages } from '../../messages'
import type en from '../en/sync'

export default {} satisfies Messages<typeof en>
