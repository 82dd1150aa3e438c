import { chromium } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const context = await browser.newContext();
for (const id of process.argv.slice(2)) {
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:47831/?story=${id}&mode=preview`);
  await page.waitForTimeout(700);
  const r = await new AxeBuilder({ page }).disableRules(['region']).analyze();
  for (const v of r.violations) for (const n of v.nodes) console.log(id, v.id, n.target.join(' '), n.any.map((a) => a.message).join(';').slice(0, 200));
  await page.close();
}
await browser.close();
