import { createElement, lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { RemoteRoute, RemoteRouteTable } from '@portal/design/base';
import { loadedPage, loadPage } from '../../federation/page-modules';
import { AreaErrorPanel, AreaLoader } from './area-error-panel';
import {
  clearChunkReloadFlag,
  isChunkLoadError,
  reloadOnceForChunkError,
  retryChunkOnce,
} from './chunk-errors';
import { ErrorBoundary } from './error-boundary';

/** Has this document shown a remote page yet? (See `FirstPage`.) */
let pageShown = false;

function Loaded() {
  useEffect(() => {
    pageShown = true;
    clearChunkReloadFlag();
  }, []);
  return null;
}

const lazyPages = new WeakMap<RemoteRoute, { attempt: number; Page: ComponentType }>();

/**
 * The page's component: the loaded one when its module is here, else one lazy component per route.
 * A new attempt makes a new one, so Retry fetches the chunk again.
 */
function lazyPage(route: RemoteRoute, attempt: number) {
  const cached = lazyPages.get(route);
  if (cached?.attempt === attempt) return cached.Page;
  const Page = (attempt === 0 && loadedPage(route)) || lazy(retryChunkOnce(() => loadPage(route)));
  lazyPages.set(route, { attempt, Page });
  return Page;
}

function LazyPage({ route, attempt }: { route: RemoteRoute; attempt: number }) {
  // Cached outside render (see lazyPage), so the component identity is stable between renders.
  return (
    <>
      {createElement(lazyPage(route, attempt))}
      <Loaded />
    </>
  );
}

interface PageLoad {
  route: RemoteRoute;
  attempt: number;
  Page?: ComponentType;
  error?: Error;
}

/**
 * The document's first remote page (a reload, a link opened): rendered from its module once it
 * has loaded, the loader showing until then, without suspending. React reveals content that
 * suspended no sooner than 300 ms after its fallback showed, so a reload of a page whose chunk
 * was still on its way sat idle for up to that long before the page could ask for its data.
 * Later pages suspend (`LazyPage`): on a client-side navigation React then keeps the previous
 * page on screen until the next is ready, where this would replace it by the loader. A module
 * that fails is thrown to the error boundary; Retry (a new attempt) loads it again.
 */
function FirstPage({ route, attempt }: { route: RemoteRoute; attempt: number }) {
  const [load, setLoad] = useState<PageLoad | null>(null);
  useEffect(() => {
    let current = true;
    retryChunkOnce(() => loadPage(route))().then(
      (module) => {
        if (current) setLoad({ route, attempt, Page: module.default });
      },
      (error: unknown) => {
        if (current)
          setLoad({
            route,
            attempt,
            error: error instanceof Error ? error : new Error(String(error)),
          });
      },
    );
    return () => {
      current = false;
    };
  }, [route, attempt]);
  const settled = load?.route === route && load.attempt === attempt ? load : null;
  if (settled?.error) throw settled.error;
  if (!settled?.Page) return <AreaLoader />;
  // The component comes from the page's module (stable per route), not from this render.
  return (
    <>
      {createElement(settled.Page)}
      <Loaded />
    </>
  );
}

function GuardedPage({ remote, route }: { remote: string; route: RemoteRoute }) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  // Decided once per page: the first of the document whose module is not here yet.
  const [first] = useState(() => !pageShown && loadedPage(route) === undefined);
  return (
    <ErrorBoundary
      resetKey={pathname}
      onError={(error) => {
        if (isChunkLoadError(error)) reloadOnceForChunkError();
      }}
      fallback={(error, reset) => (
        <AreaErrorPanel
          remote={remote}
          error={error}
          onRetry={() => {
            clearChunkReloadFlag();
            setAttempt((n) => n + 1);
            reset();
          }}
        />
      )}
    >
      <Suspense fallback={<AreaLoader />}>
        {first ? (
          <FirstPage route={route} attempt={attempt} />
        ) : (
          <LazyPage route={route} attempt={attempt} />
        )}
      </Suspense>
    </ErrorBoundary>
  );
}

export interface RemotePageProps {
  /** Remote id, to name the area in error panels. */
  remote: string;
  /** The remote's route table (already matched by the caller). */
  table: RemoteRouteTable;
}

/** A remote's pages, each lazily loaded inside its own error boundary. */
export function RemotePage({ remote, table }: RemotePageProps) {
  return (
    <Routes>
      {table.routes.map((route) => (
        <Route
          key={route.path}
          path={route.path}
          element={<GuardedPage remote={remote} route={route} />}
        />
      ))}
    </Routes>
  );
}
