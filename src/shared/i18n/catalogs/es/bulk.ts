import type { Messages } from '../../messages'
import type en from '../en/bulk'

export default {} satisfies Messages<typeof en>
