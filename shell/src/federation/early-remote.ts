import { findRemoteForPath } from './remote-owner';

/**
 * A signed-in cold load asks, from the page's first script, for what the shell asks first once
 * its own code has arrived (about 350 ms later): `/remotes.json`, then the manifest of the remote
 * that owns the page, and it preloads that remote's entry and the scripts of its `./routes` (the
 * shell's first import of a remote). The shell takes each answer once instead of asking again:
 * the registry the configuration (`takeEarly`), the federation runtime's `fetch` hook the
 * manifest (`takeEarlyManifest`); the runtime's script tags take the preloaded scripts. Anything
 * not asked early is asked as before; a failed answer goes through the hook's retry.
 *
 * The first script and the federated shell are two bundles with a module copy each: the answers
 * live on `window` so both see them. Kept tiny: it is in the first script.
 */
const KEY = '__hostdeskEarlyFetches';
interface EarlyFetches {
  answers: Map<string, Promise<Response>>;
  /** Settles once the first script knows which manifest it asks for (none: nothing to wait for). */
  decided: Promise<void>;
}
type EarlyWindow = Window & { [KEY]?: EarlyFetches };

interface Manifest {
  metaData?: { publicPath?: unknown; remoteEntry?: { path?: unknown; name?: unknown } };
  exposes?: { name?: unknown; assets?: { js?: { sync?: unknown } } }[];
}

const isRemoteList = (value: unknown): value is { entry: string; prefixes: string[] }[] =>
  Array.isArray(value) &&
  value.every(
    (remote: { entry?: unknown; prefixes?: unknown }) =>
      typeof remote.entry === 'string' &&
      Array.isArray(remote.prefixes) &&
      remote.prefixes.every((prefix) => typeof prefix === 'string'),
  );

/**
 * The scripts a manifest says the shell runs first, as URLs: its remote's entry, then the
 * scripts of its `./routes` expose (files are beside the manifest for `publicPath: auto`). None
 * when the manifest names no entry.
 */
export function earlyScripts(manifestUrl: string, manifest: Manifest): string[] {
  const meta = manifest.metaData;
  const name = meta?.remoteEntry?.name;
  if (typeof name !== 'string' || name === '') return [];
  const path = typeof meta?.remoteEntry?.path === 'string' ? meta.remoteEntry.path : '';
  const base = new URL(
    typeof meta?.publicPath === 'string' && meta.publicPath !== 'auto' ? meta.publicPath : './',
    manifestUrl,
  );
  const routes = manifest.exposes?.find((expose) => expose.name === 'routes')?.assets?.js?.sync;
  const files = Array.isArray(routes) ? routes.filter((file) => typeof file === 'string') : [];
  return [path === '' ? name : `${path.replace(/\/+$/, '')}/${name}`, ...files].map(
    (file) => new URL(file, base).href,
  );
}

const json = (response: Response): Promise<unknown> =>
  response.ok ? response.clone().json() : Promise.resolve(null);

/** Starts asking for the configuration, the owning remote's manifest, and preloads its entry. */
export function startEarlyRemote(pathname: string, configUrl: string, target: Window = window) {
  const answers = new Map<string, Promise<Response>>();
  const config = target.fetch(configUrl, { cache: 'no-cache' });
  answers.set(configUrl, config);
  const decided = config
    .then(json)
    .then((body) => {
      const remotes = (body as { remotes?: unknown } | null)?.remotes;
      const remote = isRemoteList(remotes) ? findRemoteForPath(remotes, pathname) : undefined;
      if (!remote) return;
      const manifest = target.fetch(remote.entry);
      answers.set(remote.entry, manifest);
      manifest
        .then(json)
        .then((body) => {
          if (body === null) return;
          for (const url of earlyScripts(remote.entry, body as Manifest)) {
            const link = target.document.createElement('link');
            link.rel = 'preload';
            link.as = 'script';
            link.href = url;
            target.document.head.append(link);
          }
        })
        .catch(() => undefined);
    })
    .catch(() => undefined);
  (target as EarlyWindow)[KEY] = { answers, decided };
}

/** The answer the first script already asked for `url`, once; undefined: ask now. */
export function takeEarly(url: string, target: Window = window): Promise<Response> | undefined {
  const answers = (target as EarlyWindow)[KEY]?.answers;
  const answer = answers?.get(url);
  answers?.delete(url);
  return answer;
}

/**
 * `takeEarly` for a remote's manifest: the shell can ask for it (its own copy of the
 * configuration parsed) before the first script has read the configuration and asked; it waits
 * for that decision first (a few milliseconds at most), so the manifest is asked once.
 */
export async function takeEarlyManifest(
  url: string,
  target: Window = window,
): Promise<Promise<Response> | undefined> {
  await (target as EarlyWindow)[KEY]?.decided;
  return takeEarly(url, target);
}
