import { createElement, Suspense, useEffect, useState, type ComponentType } from 'react';
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

interface PageLoad {
  route: RemoteRoute;
  attempt: number;
  Page?: ComponentType;
  error?: Error;
}

/**
 * The page, from its module once it has loaded, without suspending: React reveals content that
 * suspended no sooner than 300 ms after its fallback showed, so a page whose chunk was still on
 * its way when its remote's route table arrived (a reload) sat idle for up to that long before
 * it could ask for its data. Until the module is here the loader shows; a module that fails is
 * thrown to the error boundary, and Retry (a new attempt) loads it again.
 */
function LoadingPage({ route, attempt }: { route: RemoteRoute; attempt: number }) {
  const preloaded = attempt === 0 ? loadedPage(route) : undefined;
  const [load, setLoad] = useState<PageLoad | null>(null);
  useEffect(() => {
    if (preloaded) return;
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
  }, [route, attempt, preloaded]);
  const settled = load?.route === route && load.attempt === attempt ? load : null;
  if (settled?.error) throw settled.error;
  const Page = preloaded ?? settled?.Page;
  if (!Page) return <AreaLoader />;
  // The component comes from the page's module (stable per route), not from this render.
  return (
    <>
      {createElement(Page)}
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
        <LoadingPage route={route} attempt={attempt} />
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
