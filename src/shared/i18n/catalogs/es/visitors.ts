import type { Messages } from '../../messages'
import type en from '../en/visitors'

export default {} satisfies Messages<typeof en>
