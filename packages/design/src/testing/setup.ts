import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll } from 'vitest';
import i18n from 'i18next';
import { initI18n, loadAllLanguages } from '../i18n';
import { preferencesStore } from '../preferences';
import { timeLimit } from './time-limit';

// Every answer comes from the server app over a real SQLite database (not an in-memory object):
// on a loaded 2-core CI machine a page's first data can take more than the default second.
// findBy/waitFor wait up to 5 s here, 20 s on CI; a test that waits on a real condition is not
// slower.
configure({ asyncUtilTimeout: timeLimit(5000) });

// The app loads languages other than English when needed; tests switch language synchronously.
// Test files of a project may share modules (vitest.shared.ts, `isolate: false`): each starts
// with the default preferences, in English, whatever the file before it switched.
beforeAll(async () => {
  preferencesStore.getState().reset();
  await initI18n();
  await loadAllLanguages();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

// Mantine reads these browser APIs; happy-dom lacks some of them or implements them partially.
if (typeof window !== 'undefined') {
  if (typeof window.matchMedia !== 'function') {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      configurable: true,
      // Older Mantine code paths call addListener/removeListener: keep them in the stub.
      value: (query: string) =>
        ({
          matches: false,
          media: query,
          onchange: null,
          addListener: () => undefined,
          removeListener: () => undefined,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          dispatchEvent: () => false,
        }) as unknown as MediaQueryList,
    });
  }
  {
    // Reports each observed element once, after the current task, as a browser's first layout
    // does. Neither jsdom nor happy-dom lays anything out (happy-dom's own observer never
    // reports): tests stub the sizes they need.
    class ResizeObserverStub {
      private readonly observed = new Set<Element>();
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(target: Element) {
        this.observed.add(target);
        setTimeout(() => {
          if (!this.observed.has(target)) return;
          const width = target.clientWidth;
          const height = target.clientHeight;
          const size = [{ inlineSize: width, blockSize: height }];
          const entry = {
            target,
            contentRect: new DOMRect(0, 0, width, height),
            borderBoxSize: size,
            contentBoxSize: size,
            devicePixelContentBoxSize: size,
          };
          this.callback([entry], this);
        });
      }
      unobserve(target: Element) {
        this.observed.delete(target);
      }
      disconnect() {
        this.observed.clear();
      }
    }
    Object.defineProperty(window, 'ResizeObserver', {
      writable: true,
      configurable: true,
      value: ResizeObserverStub,
    });
    Object.defineProperty(globalThis, 'ResizeObserver', {
      writable: true,
      configurable: true,
      value: ResizeObserverStub,
    });
  }
  if (typeof Element.prototype.scrollIntoView !== 'function') {
    Element.prototype.scrollIntoView = () => undefined;
  }
  // Mantine 9's Textarea autosize listens for web fonts loading.
  if (!('fonts' in document) || document.fonts === undefined) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: Object.assign(new EventTarget(), { ready: Promise.resolve(), status: 'loaded' }),
    });
  }
  if (typeof window.scrollTo !== 'function') {
    window.scrollTo = () => undefined;
  }
}

afterEach(() => {
  cleanup();
  // The notifications store is global: a toast of one test must not show in the next.
  notifications.clean();
});
