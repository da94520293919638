import { createElement, lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { RemoteRoute, RemoteRouteTable } from '@portal/design';
import { loadedPage, loadPage } from '../../federation/page-modules';
import { AreaErrorPanel, AreaLoader } from './area-error-panel';
import {
  clearChunkReloadFlag,
  isChunkLoadError,
  reloadOnceForChunkError,
  retryChunkOnce,
} from './chunk-errors';
import { ErrorBoundary } from './error-boundary';

function Loaded() {
  useEffect(() => clearChunkReloadFlag(), []);
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

function GuardedPage({ remote, route }: { remote: string; route: RemoteRoute }) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
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
        <LazyPage route={route} attempt={attempt} />
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
