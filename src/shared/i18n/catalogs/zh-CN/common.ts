import type { Messages } from '../../messages'
import type en from '../en/common'

export default {} satisfies Messages<typeof en>
