import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await (await browser.newContext()).newPage();
await page.goto(`http://127.0.0.1:47831/?story=components--combobox--open&mode=preview`);
await page.waitForTimeout(1000);
console.log(await page.evaluate(() => { const i = document.querySelector('input[role=combobox]'); return [document.activeElement?.tagName, i?.getAttribute('aria-expanded'), document.hasFocus()]; }));
await browser.close();
