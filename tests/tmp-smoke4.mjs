import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await (await browser.newContext()).newPage();
await page.goto(`http://127.0.0.1:47831/?story=components--numberfield--disabled-and-read-only&mode=preview`);
await page.waitForTimeout(800);
console.log(await page.evaluate(() => [...document.querySelectorAll('input')].map((i) => `${i.outerHTML.slice(0, 300)} disabled=${i.disabled} color=${getComputedStyle(i).color}`).join('\n')));
await browser.close();
