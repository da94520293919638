/**
 * Lighthouse 12 (desktop preset) on the served portal: the sign-in page as a guest, and the CRM
 * dashboard signed in with a cold cache (Lighthouse clears the HTTP cache, service workers and
 * cache storage; the session cookies stay).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const PORT = 9333;
const ORIGIN = 'http://localhost:3000';

/** One Lighthouse run: performance score (0-100) and the metrics behind it. */
async function audit(url) {
  const result = await lighthouse(
    url,
    { port: PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    desktopConfig,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const value = (id) => audits[id]?.numericValue ?? null;
  return {
    score: Math.round((categories.performance.score ?? 0) * 100),
    lcpMs: Math.round(value('largest-contentful-paint') ?? 0),
    tbtMs: Math.round(value('total-blocking-time') ?? 0),
    cls: Math.round((value('cumulative-layout-shift') ?? 0) * 1000) / 1000,
    fcpMs: Math.round(value('first-contentful-paint') ?? 0),
  };
}

/**
 * Runs both audits in a browser of its own (Playwright's persistent context is the browser's
 * default one, so the cookies of the sign-in below reach the tab Lighthouse opens).
 */
export async function runLighthouse({ chromium, executablePath }) {
  const profile = await mkdtemp(path.join(tmpdir(), 'portal-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: [
      `--remote-debugging-port=${PORT}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const login = await audit(`${ORIGIN}/authentication/login`);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${ORIGIN}/authentication/login`);
    await page.getByLabel(/^email/i).fill('admin@demo.com');
    await page.getByLabel(/^password/i).fill('admin');
    await page.getByRole('button', { name: /^(sign in|log in|login)$/i }).click();
    await page.waitForURL('**/dashboards/crm');
    await page.waitForLoadState('networkidle');
    const crm = await audit(`${ORIGIN}/dashboards/crm`);
    return { login, crm };
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}
