import type { Messages } from '../../messages'
import type en from '../en/editor'

export default {} satisfies Messages<typeof en>
