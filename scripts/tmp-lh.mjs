import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
const require = createRequire(path.resolve('e2e/package.json'));
const { chromium } = require('@playwright/test');
const PORT = 9333, ORIGIN = 'http://localhost:3000';
const profile = await mkdtemp(path.join(tmpdir(), 'lh-'));
const context = await chromium.launchPersistentContext(profile, { executablePath: '/usr/bin/chromium', headless: true, args: [`--remote-debugging-port=${PORT}`, '--no-sandbox', '--disable-gpu'] });
const page = context.pages()[0] ?? (await context.newPage());
await page.goto(`${ORIGIN}/authentication/login`);
await page.getByLabel(/^email/i).fill('admin@demo.com');
await page.getByLabel(/^password/i).fill('admin');
await page.getByRole('button', { name: /^(sign in|log in|login)$/i }).click();
await page.waitForURL('**/dashboards/crm');
await page.waitForLoadState('networkidle');
for (let i = 0; i < Number(process.argv[2] ?? 3); i++) {
  const r = await lighthouse(`${ORIGIN}/dashboards/crm`, { port: PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: false }, desktopConfig);
  const a = r.lhr.audits;
  console.log(Math.round(r.lhr.categories.performance.score * 100), 'LCP', Math.round(a['largest-contentful-paint'].numericValue), 'TBT', Math.round(a['total-blocking-time'].numericValue), 'FCP', Math.round(a['first-contentful-paint'].numericValue));
  console.log(' lcp el', JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '').slice(0, 200));
  const lt = a['long-tasks']?.details?.items ?? [];
  console.log(' long tasks', lt.slice(0, 6).map(t => `${(t.url||'').split('/').pop()} ${Math.round(t.startTime)}+${Math.round(t.duration)}`).join(' | '));
}
await context.close();
