import type { Messages } from '../../messages'
import type en from '../en/accounts'

export default {} satisfies Messages<typeof en>
