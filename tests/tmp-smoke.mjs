import { chromium } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
const ids = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const context = await browser.newContext();
for (const id of ids) {
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:47831/?story=${id}&mode=preview`);
  await page.waitForTimeout(700);
  const roles = await page.evaluate(() => [...document.querySelectorAll('[role=dialog],[role=alertdialog],[role=listbox],[role=menu],[role=tooltip],[role=region],[role=status],[role=alert]')].map((e) => e.getAttribute('role')).join(','));
  const r = await new AxeBuilder({ page }).analyze();
  console.log(id, '| open:', roles || '-', '| axe:', r.violations.map((v) => `${v.id}(${v.nodes.length})`).join(' ') || 'clean');
  await page.close();
}
await browser.close();
