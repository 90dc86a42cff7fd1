import type { Messages } from '../../messages'
import type en from '../en/list'

export default {} satisfies Messages<typeof en>
