import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import {
  accessSync,
  chmodSync,
  constants,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  freePort,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from './server-process';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

/**
 * Several hosts on one machine (docs/scaling.md, "Several hosts"): each server process runs in a
 * network namespace of its own with its own address, behind Debian's nginx as the load balancer,
 * all on one PostgreSQL. Made by `startHostsLab` (root only) and taken down by `close()`, also
 * when the process ends early; each run names its namespaces, links and addresses afresh, so
 * runs side by side do not meet, and one that was killed is cleaned up by the next.
 *
 * The machine's PostgreSQL listens on 127.0.0.1, which a namespace cannot reach (its loopback is
 * its own): a TCP forwarder in this process listens on the bridge's address and passes each
 * connection on to PostgreSQL (which sees it come from 127.0.0.1, as before).
 */

/** Prefix of everything a lab makes: `ptl<pid>x<n>`, so a leftover's owner can be told. */
const PREFIX = 'ptl';
const NGINX = '/usr/sbin/nginx';
/** Port of the servers inside their namespaces (each namespace has every port to itself). */
export const HOST_PORT = 3000;

/** Why hosts cannot be made here, or null when they can (root, `ip`, nginx). */
export function hostsUnavailable(): string | null {
  if (process.getuid?.() !== 0) return 'network namespaces need root';
  if (spawnSync('ip', ['-V']).status !== 0) return 'iproute2 (`ip`) is not installed';
  try {
    accessSync(NGINX, constants.X_OK);
  } catch {
    return `nginx is not installed (${NGINX})`;
  }
  return null;
}

const ip = (...args: string[]) => {
  const result = spawnSync('ip', args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`ip ${args.join(' ')}: ${result.stderr.trim()}`);
  return result.stdout;
};
const ipQuietly = (...args: string[]) => spawnSync('ip', args, { stdio: 'ignore' });

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Removes what labs of processes that are gone left behind (a killed test run). */
function removeLeftovers(): void {
  const owner = (name: string) => Number(new RegExp(`^${PREFIX}(\\d+)x`).exec(name)?.[1] ?? 0);
  const namespaces = ip('netns', 'list')
    .split('\n')
    .map((line) => line.split(' ')[0] ?? '')
    .filter((name) => name.startsWith(PREFIX));
  for (const name of namespaces) if (!alive(owner(name))) ipQuietly('netns', 'del', name);
  const links = ip('-o', 'link', 'show')
    .split('\n')
    .map((line) => /^\d+: ([^:@]+)/.exec(line)?.[1] ?? '')
    .filter((name) => name.startsWith(PREFIX));
  for (const name of links) if (!alive(owner(name))) ipQuietly('link', 'del', name);
}

/** A private /24 that nothing on this machine routes yet: `10.<a>.<b>`. */
function freeSubnet(): string {
  const routes = ip('-4', 'route', 'show', 'table', 'all') + ip('-4', '-o', 'addr', 'show');
  for (let tries = 0; tries < 50; tries += 1) {
    const subnet = `10.${randomInt(200, 250)}.${randomInt(0, 256)}`;
    if (!routes.includes(`${subnet}.`)) return subnet;
  }
  throw new Error('no free private /24 found for the hosts');
}

export interface LabHost {
  /** `a`, `b`, `c`, … */
  name: string;
  /** Its address on the lab's /24 (the servers listen there, port HOST_PORT). */
  address: string;
  namespace: string;
  /** `http://<address>:<port>`: the host itself, not through the load balancer. */
  origin: string;
  /** The running server, or null while stopped. */
  server: ServerProcess | null;
}

export interface HostsLab {
  hosts: LabHost[];
  /** nginx on 127.0.0.1, in front of every host. */
  balancerOrigin: string;
  /** The PostgreSQL URL a host uses (through the forwarder on the bridge). */
  databaseUrl: string;
  /** The nginx master's pid (its worker is its child). */
  balancerPid: number;
  /** Starts the server of `host` (again) with the lab's environment and `env` over it. */
  start(host: LabHost, env?: Record<string, string>): Promise<ServerProcess>;
  /** Ends the server of `host` with `signal` and waits until it has ended. */
  stop(host: LabHost, signal?: NodeJS.Signals): Promise<void>;
  /** Stops every server, nginx and the forwarder, and removes the namespaces and links. */
  close(): Promise<void>;
}

export interface HostsLabOptions {
  /** How many hosts (named a, b, c, …). */
  count: number;
  /** The database, as this machine reaches it (postgres://…@127.0.0.1:5432/name). */
  databaseUrl: string;
  /** The servers' environment (DEMO, SEED_*, …); each gets PORTAL_INSTANCE=<its name>. */
  env?: Record<string, string>;
  /** `dist`: the built server; default the source (tsx). */
  entry?: 'source' | 'dist';
  /** How many hosts to start at first (default all; the first alone, then the others together). */
  started?: number;
  /** PORTAL_INSTANCE is `<prefix>-<name>` (a bench's nonce) instead of the host's name. */
  instancePrefix?: string;
}

/**
 * The nginx configuration of the lab: the same upstream and proxy settings as the site file of
 * docs/scaling.md (`nginxSite`), around it what running nginx as a program of this test needs.
 */
export function balancerConf({
  dir,
  port,
  upstreams,
}: {
  dir: string;
  port: number;
  upstreams: readonly string[];
}): string {
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${nginxSite({ listen: `127.0.0.1:${port}`, upstreams, tls: false })
  .split('\n')
  .map((line) => (line === '' ? line : `  ${line}`))
  .join('\n')}
}
`;
}

/**
 * The load balancer's site (docs/scaling.md quotes it): every host in one upstream, a host that
 * fails (refused, reset, no answer within 2 s) left out for 10 s, keep-alive connections to the
 * hosts, and what server-sent events need (no buffering, a long read timeout: the server sends
 * a comment every 20 s). A write a host received and did not answer is never sent to another
 * (nginx's default for non-idempotent methods): it may have been stored. `X-Upstream` names the
 * host that answered or failed (an operator's trail; the lab's test reads it).
 */
export function nginxSite({
  listen,
  upstreams,
  tls = true,
}: {
  listen: string;
  upstreams: readonly string[];
  tls?: boolean;
}): string {
  return `upstream portal {
${upstreams.map((address) => `  server ${address} max_fails=1 fail_timeout=10s;`).join('\n')}
  keepalive 64;
}

server {
  listen ${listen}${tls ? ' ssl' : ''};
${
  tls
    ? `  server_name portal.example.com;
  ssl_certificate /etc/ssl/certs/portal.example.com.pem;
  ssl_certificate_key /etc/ssl/private/portal.example.com.key;
`
    : ''
}  client_max_body_size 25m;

  location / {
    proxy_pass http://portal;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_connect_timeout 2s;
    proxy_next_upstream error timeout;
    proxy_buffering off;
    proxy_read_timeout 1h;
    add_header X-Upstream $upstream_addr always;
  }
}
`;
}

/** Starts the lab: namespaces, a bridge, the forwarder, the servers, nginx. */
export async function startHostsLab({
  count,
  databaseUrl,
  env = {},
  entry = 'source',
  started = count,
  instancePrefix,
}: HostsLabOptions): Promise<HostsLab> {
  const unavailable = hostsUnavailable();
  if (unavailable !== null) throw new Error(`cannot make hosts here: ${unavailable}`);
  removeLeftovers();
  // At most 15 characters with the suffixes (`br`, a host's letter): Linux's limit for a link.
  const id = `${PREFIX}${process.pid}x${randomInt(0, 100)}`;
  const subnet = freeSubnet();
  const bridge = `${id}br`;
  const bridgeAddress = `${subnet}.1`;
  const hosts: LabHost[] = Array.from({ length: count }, (_, index) => {
    const name = String.fromCharCode(97 + index);
    const address = `${subnet}.${11 + index}`;
    return {
      name,
      address,
      namespace: `${id}${name}`,
      origin: `http://${address}:${HOST_PORT}`,
      server: null,
    };
  });
  const dir = mkdtempSync(path.join(tmpdir(), `${id}-`));
  // nginx's worker runs as nobody: it must reach its temporary folders here.
  chmodSync(dir, 0o755);
  let forwarder: TcpProxy | null = null;
  let nginx: ChildProcess | null = null;
  let closed = false;

  /** Everything the lab made, removed (also from an `exit` handler: synchronous). */
  const removeNetwork = () => {
    for (const host of hosts) {
      ipQuietly('link', 'del', `${id}${host.name}`);
      ipQuietly('netns', 'del', host.namespace);
    }
    ipQuietly('link', 'del', bridge);
    rmSync(dir, { recursive: true, force: true });
  };
  const onExit = () => {
    for (const host of hosts) host.server?.child.kill('SIGKILL');
    nginx?.kill('SIGKILL');
    removeNetwork();
  };
  process.once('exit', onExit);

  const close = async () => {
    if (closed) return;
    closed = true;
    await Promise.all(
      hosts.map(async (host) => {
        if (host.server) await stopServerProcess(host.server, 'SIGKILL');
        host.server = null;
      }),
    );
    if (nginx && nginx.exitCode === null && nginx.signalCode === null) {
      const ended = new Promise((resolve) => nginx?.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 3000))]);
      nginx.kill('SIGKILL');
    }
    await forwarder?.close();
    removeNetwork();
    process.off('exit', onExit);
  };

  try {
    ip('link', 'add', bridge, 'type', 'bridge');
    ip('addr', 'add', `${bridgeAddress}/24`, 'dev', bridge);
    ip('link', 'set', bridge, 'up');
    for (const host of hosts) {
      ip('netns', 'add', host.namespace);
      ip(
        'link',
        'add',
        `${id}${host.name}`,
        'type',
        'veth',
        'peer',
        'name',
        'eth0',
        'netns',
        host.namespace,
      );
      ip('link', 'set', `${id}${host.name}`, 'master', bridge);
      ip('link', 'set', `${id}${host.name}`, 'up');
      ip('-n', host.namespace, 'addr', 'add', `${host.address}/24`, 'dev', 'eth0');
      ip('-n', host.namespace, 'link', 'set', 'eth0', 'up');
      ip('-n', host.namespace, 'link', 'set', 'lo', 'up');
    }
    const target = new URL(databaseUrl);
    forwarder = await startTcpProxy(
      { host: target.hostname, port: Number(target.port || 5432) },
      { host: bridgeAddress },
    );
    const hostUrl = new URL(databaseUrl);
    hostUrl.hostname = bridgeAddress;
    hostUrl.port = String(forwarder.port);

    const start = async (host: LabHost, extra: Record<string, string> = {}) => {
      host.server = await startServerProcess(
        HOST_PORT,
        {
          ...env,
          DATABASE_URL: hostUrl.toString(),
          DATA_DIR: path.join(dir, host.name),
          PORTAL_INSTANCE: instancePrefix ? `${instancePrefix}-${host.name}` : host.name,
          ...extra,
        },
        {
          host: host.address,
          wrap: ['ip', 'netns', 'exec', host.namespace],
          entry,
          readyWithinMs: 180_000,
        },
      );
      return host.server;
    };
    const stop = async (host: LabHost, signal: NodeJS.Signals = 'SIGTERM') => {
      if (host.server) await stopServerProcess(host.server, signal);
      host.server = null;
    };

    // The first migrates (and seeds); the others find the database ready.
    const [first, ...others] = hosts.slice(0, started);
    if (first) await start(first);
    await Promise.all(others.map((host) => start(host)));

    const port = await freePort();
    const conf = path.join(dir, 'nginx.conf');
    writeFileSync(
      conf,
      balancerConf({
        dir,
        port,
        upstreams: hosts.map((host) => `${host.address}:${HOST_PORT}`),
      }),
    );
    const launched: ChildProcess = spawn(NGINX, ['-c', conf, '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    nginx = launched;
    let nginxErrors = '';
    launched.stderr?.on('data', (chunk: Buffer) => (nginxErrors += chunk.toString()));
    const balancerOrigin = `http://127.0.0.1:${port}`;
    for (const deadline = Date.now() + 10_000; ;) {
      if (launched.exitCode !== null) throw new Error(`nginx exited: ${nginxErrors}`);
      const answer = await fetch(`${balancerOrigin}/healthz`).catch(() => null);
      if (answer?.status === 200) break;
      if (Date.now() > deadline) throw new Error(`nginx did not answer: ${nginxErrors}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return {
      hosts,
      balancerOrigin,
      databaseUrl: hostUrl.toString(),
      balancerPid: launched.pid ?? 0,
      start,
      stop,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The lab's namespaces now on this machine (tests check that `close()` removed them). */
export function labNamespaces(): string[] {
  try {
    return readdirSync('/run/netns').filter((name) => name.startsWith(PREFIX));
  } catch {
    return [];
  }
}
