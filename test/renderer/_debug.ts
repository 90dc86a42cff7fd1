import { startHarness } from './harness'
import { seed } from './fixtures'
async function main() {
const h = await startHarness()
const w = await h.open(seed())
w.page.on('console', (m) => console.log('console', m.type(), m.text()))
w.page.on('pageerror', (e) => console.log('pageerror', e.message))
await w.page.getByRole('button', { name: 'garden.co.uk' }).first().click()
await new Promise((r) => setTimeout(r, 1000))
await w.page.screenshot({ path: '/tmp/debug.png' })
console.log(await w.violations())
await h.close()
}
void main()
