import type { Messages } from '../../messages'
import type en from '../en/system'

export default {} satisfies Messages<typeof en>
