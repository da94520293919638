import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders, initI18n, type RemoteRouteTable } from '@portal/design';
import { loadRemoteConfig, loadRouteTable, findRemoteForPath } from './federation/remote-registry';

function Probe() {
  const [table, setTable] = useState<RemoteRouteTable | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    loadRemoteConfig()
      .then((remotes) => {
        const remote = findRemoteForPath(remotes, window.location.pathname);
        if (!remote) throw new Error('no remote');
        return loadRouteTable(remote.name);
      })
      .then(setTable)
      .catch((e: unknown) => setError(String(e)));
  }, []);
  return <pre data-testid="probe">{error ?? JSON.stringify(table?.routes.map((r) => r.path))}</pre>;
}

async function main() {
  await initI18n();
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <AppProviders>
        <Probe />
      </AppProviders>
    </StrictMode>,
  );
}
void main();
