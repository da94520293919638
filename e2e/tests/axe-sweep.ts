import { readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Request } from '@playwright/test';
import { animationsDone } from './fixtures';

/**
 * The route sweep's engine: one page walks many routes by client-side navigation and scans each
 * with axe. Three things make it fast where `page.goto` + `networkidle` + `AxeBuilder` per route
 * was slow:
 * - axe-core is injected once per document and run in the page (`axe.run`, violations only).
 *   `AxeBuilder.analyze()` evaluates the 560 KB axe source again on every call, and in its default
 *   mode opens a second blank page per scan to merge the results, passes and all.
 * - the portal is loaded once; each route after the first is a `history.pushState` + `popstate`
 *   (what a menu click does), so the shell, the remotes' entries and the mock API stay warm.
 * - a precise "ready": no request in flight for a short while, no element added or removed for a
 *   short while, finite CSS animations finished, fonts loaded, the page's h1 shown. No fixed sleep,
 *   no `networkidle` (which waits half a second after the last request and only on full loads).
 * Pages with frames (the e-mail and ticket message views) are scanned by `AxeBuilder`, which enters
 * the frames it can.
 */

const require = createRequire(import.meta.url);
/** The axe-core that @axe-core/playwright itself uses (the same version as the rest of the suite). */
const AXE_SOURCE = readFileSync(
  createRequire(realpathSync(require.resolve('@axe-core/playwright'))).resolve(
    'axe-core/axe.min.js',
  ),
  'utf8',
);

/** How long the network must stay quiet, and the DOM without added or removed nodes (ms). */
const QUIET_MS = 120;
const CALM_MS = 150;
/** A request older than this no longer holds the scan back (a long poll, a stuck stream). */
const STALE_REQUEST_MS = 5_000;
const SETTLE_LIMIT_MS = 15_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * In the page: fonts loaded, two frames drawn, finite animations done, then no node added or
 * removed for `ms`, then the finite animations that started meanwhile done too. A dialog's enter
 * transition (Mantine's Transition) starts a frame after the dialog is in the DOM at opacity 0,
 * later on a loaded machine: scanned mid-fade, its text is blended with the page under it (CI once
 * found the submit button of a dialog below the contrast threshold that way).
 */
async function calmDom(ms: number): Promise<boolean> {
  const finiteDone = () => {
    const finite = document.getAnimations().filter((animation) => {
      const end = animation.effect?.getComputedTiming().endTime;
      return animation.playState === 'running' && typeof end === 'number' && Number.isFinite(end);
    });
    return Promise.race([
      Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]);
  };
  await document.fonts.ready;
  for (let frame = 0; frame < 2; frame += 1)
    await new Promise((resolve) => requestAnimationFrame(resolve));
  await finiteDone();
  const calm = await new Promise<boolean>((resolve) => {
    const observer = new MutationObserver((records) => {
      if (!records.some((record) => record.type === 'childList')) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve(false);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => {
      observer.disconnect();
      resolve(true);
    }, ms);
  });
  if (calm) await finiteDone();
  return calm;
}

interface AxeWindow {
  axe?: {
    run(
      context: unknown,
      options: unknown,
    ): Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }>;
  };
}

/** In the page: axe on the whole document or on the given selectors that match, violations only. */
async function runAxe(include: string[] | null): Promise<string[]> {
  const { axe } = window as unknown as AxeWindow;
  if (!axe) throw new Error('axe-core is not in the page');
  const present = include?.filter((selector) => document.querySelector(selector) !== null);
  const context = present ? { include: present.map((selector) => [selector]) } : document;
  const results = await axe.run(context, { resultTypes: ['violations'], iframes: false });
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')})`,
  );
}

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** axe's violations, a line each: rule, help and the first three elements found. */
function findingLines(violations: readonly Violation[]): string[] {
  return violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')})`,
  );
}

/**
 * axe (`AxeBuilder`, which enters frames) on the whole page once its animations are done, as with
 * a dialog just opened: its findings, a line each.
 */
export async function axeFindings(page: Page): Promise<string[]> {
  await animationsDone(page);
  return findingLines((await new AxeBuilder({ page }).analyze()).violations);
}

export class Sweep {
  private readonly pending = new Map<Request, number>();
  private lastActivity = Date.now();

  constructor(readonly page: Page) {
    page.on('request', (request) => {
      if (['websocket', 'eventsource'].includes(request.resourceType())) return;
      this.pending.set(request, Date.now());
      this.lastActivity = Date.now();
    });
    const done = (request: Request) => {
      if (this.pending.delete(request)) this.lastActivity = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }

  /** Client-side navigation, as a menu click does: no reload. */
  async navigate(path: string) {
    this.lastActivity = Date.now();
    // The pointer rests where the last click was: over the next page's content it would open a
    // hover tooltip (a portal outside the landmarks) depending on timing. Park it in a corner.
    await this.page.mouse.move(0, 0);
    await this.page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }

  private inFlight() {
    const now = Date.now();
    return [...this.pending.values()].filter((started) => now - started < STALE_REQUEST_MS).length;
  }

  /** Waits until the network and the DOM have been quiet (see the file's comment). */
  async settle() {
    const deadline = Date.now() + SETTLE_LIMIT_MS;
    while (Date.now() < deadline) {
      if (this.inFlight() > 0 || Date.now() - this.lastActivity < QUIET_MS) {
        await sleep(20);
        continue;
      }
      const calm = await this.page.evaluate(calmDom, CALM_MS);
      if (calm && this.inFlight() === 0) return;
    }
    // A page that never settles is a finding, not something to scan anyway.
    const open = [...this.pending.keys()].map((request) => request.url());
    throw new Error(
      `${this.page.url()} did not settle within ${SETTLE_LIMIT_MS} ms (requests in flight: ${open.join(', ') || 'none'}; or its DOM kept changing)`,
    );
  }

  /**
   * Settles, checks the page shows its h1 (`heading`: inside `main`, anywhere, or not at all, as
   * with a dialog open), then scans the whole document, or only `include` (selectors; those absent
   * are skipped). Returns axe's findings, one line each.
   */
  async scan({
    include = null,
    heading = 'main',
  }: { include?: string[] | null; heading?: 'main' | 'any' | 'none' } = {}) {
    await this.settle();
    if (heading !== 'none') {
      const h1 =
        heading === 'any'
          ? this.page.getByRole('heading', { level: 1 }).first()
          : this.page.getByRole('main').getByRole('heading', { level: 1 });
      await expect(h1).toBeVisible({ timeout: 20_000 });
    }
    if (this.page.frames().length > 1) {
      let builder = new AxeBuilder({ page: this.page }).options({ resultTypes: ['violations'] });
      for (const selector of include ?? []) {
        if ((await this.page.locator(selector).count()) > 0) builder = builder.include(selector);
      }
      return findingLines((await builder.analyze()).violations);
    }
    if (!(await this.page.evaluate(() => 'axe' in window))) await this.page.evaluate(AXE_SOURCE);
    return this.page.evaluate(runAxe, include);
  }
}
