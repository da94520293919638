import { useEffect, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { canAccess, useAbility } from '@portal/auth';
import {
  ensureArea,
  ensureConfig,
  matchRemoteRoute,
  retryArea,
  useRemotes,
} from '../federation/remote-areas';
import { findRemoteForPath } from '../federation/remote-registry';
import { MiscPage } from '../features/misc/misc-page';
import { AreaErrorPanel, AreaLoader } from '../features/remote-pages/area-error-panel';
import { RemotePage } from '../features/remote-pages/remote-page';
import { BlankLayout } from '../layouts/blank-layout';
import { DefaultLayout } from '../layouts/default-layout';
import { RedirectToLogin, useAbilitiesPending, useIsAuthenticated } from './guards';

const noop = () => undefined;

/**
 * Every path the shell does not own: finds the remote by prefix, loads its route table, then
 * applies the matched route's rules (public, ability, layout). Unknown paths get the 404 page.
 */
export function RemoteOutlet() {
  const location = useLocation();
  const signedIn = useIsAuthenticated();
  const ability = useAbility();
  const abilitiesPending = useAbilitiesPending();
  const configStatus = useRemotes((s) => s.configStatus);
  const remotes = useRemotes((s) => s.remotes);
  const remote = useMemo(
    () => findRemoteForPath(remotes, location.pathname),
    [remotes, location.pathname],
  );
  const area = useRemotes((s) => (remote ? s.areas[remote.name] : undefined));

  useEffect(() => {
    ensureConfig().catch(noop);
  }, []);
  useEffect(() => {
    if (remote) ensureArea(remote.name).catch(noop);
  }, [remote]);

  // Signed-in users always get the frame at the same tree position, so it survives navigation.
  const inFrame = (content: ReactNode, fixedHeight = false) =>
    signedIn ? <DefaultLayout fixedHeight={fixedHeight}>{content}</DefaultLayout> : null;

  if (configStatus === 'error') {
    // Without the remote list nothing can be decided: a visitor signs in, staff may retry.
    return inFrame(<AreaErrorPanel onRetry={() => ensureConfig()} />) ?? <RedirectToLogin />;
  }
  if (configStatus !== 'ready') return inFrame(<AreaLoader />) ?? <AreaLoader />;
  if (!remote)
    return (
      <BlankLayout>
        <MiscPage kind="notFound" />
      </BlankLayout>
    );

  if (area?.status === 'error') {
    return (
      inFrame(
        <AreaErrorPanel
          remote={remote.name}
          error={area.error}
          onRetry={() => retryArea(remote.name)}
        />,
      ) ?? <RedirectToLogin />
    );
  }
  const table = area?.status === 'ready' ? area.table : undefined;
  if (!table) return inFrame(<AreaLoader />) ?? <AreaLoader />;

  const route = matchRemoteRoute(table, location);
  if (!route)
    return (
      <BlankLayout>
        <MiscPage kind="notFound" />
      </BlankLayout>
    );
  if (!route.public && !signedIn) return <RedirectToLogin />;
  if (!route.public && abilitiesPending) return inFrame(<AreaLoader />) ?? <AreaLoader />;
  if (!canAccess(ability, route.ability))
    return (
      <BlankLayout>
        <MiscPage kind="notAuthorized" />
      </BlankLayout>
    );

  const page = <RemotePage remote={remote.name} table={table} />;
  if (route.layout === 'blank') return <BlankLayout>{page}</BlankLayout>;
  if (!signedIn)
    return <DefaultLayout fixedHeight={route.fixedHeight ?? false}>{page}</DefaultLayout>;
  return inFrame(page, route.fixedHeight ?? false);
}
