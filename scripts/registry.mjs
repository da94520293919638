// The remote registry (remotes.registry.json) read and checked, and the files derived from it.
// Plain Node, no dependencies: the root scripts use it before anything is installed.
// Usage: node scripts/registry.mjs          writes shell/public/remotes.json
//        node scripts/registry.mjs --check  fails if shell/public/remotes.json has drifted
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const registryFile = path.join(root, 'remotes.registry.json');
export const remotesConfigFile = path.join(root, 'shell/public/remotes.json');

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const ENV_NAME = /^[A-Z][A-Z0-9_]*$/;

/** Every problem of a parsed registry, as readable sentences (empty when it is valid). */
export function registryProblems(registry) {
  const problems = [];
  if (!Number.isInteger(registry?.shell?.port)) problems.push('shell.port must be an integer');
  const remotes = registry?.remotes;
  if (typeof remotes !== 'object' || remotes === null) return [...problems, 'remotes missing'];
  const seen = { port: new Map(), federationName: new Map(), publicUrlEnv: new Map() };
  seen.port.set(registry.shell?.port, 'shell');
  const prefixes = new Map();
  for (const [name, remote] of Object.entries(remotes)) {
    const at = `remotes.${name}`;
    if (!KEBAB.test(name)) problems.push(`${at}: the name must be kebab-case`);
    if (name === 'shell') problems.push(`${at}: "shell" is the host`);
    if (!IDENTIFIER.test(remote.federationName ?? ''))
      problems.push(`${at}.federationName must be a JS identifier (apps_demo, not apps-demo)`);
    if (typeof remote.title !== 'string' || !remote.title.trim())
      problems.push(`${at}.title is required`);
    if (!Number.isInteger(remote.port) || remote.port < 1024 || remote.port > 65535)
      problems.push(`${at}.port must be an integer port number`);
    if (!ENV_NAME.test(remote.publicUrlEnv ?? ''))
      problems.push(`${at}.publicUrlEnv must be an UPPER_SNAKE environment variable name`);
    for (const key of Object.keys(seen)) {
      const other = seen[key].get(remote[key]);
      if (other !== undefined) problems.push(`${at}.${key} is also used by ${other}`);
      else seen[key].set(remote[key], name);
    }
    if (!Array.isArray(remote.prefixes) || remote.prefixes.length === 0)
      problems.push(`${at}.prefixes must list at least one path prefix`);
    for (const prefix of remote.prefixes ?? []) {
      if (typeof prefix !== 'string' || !/^\/[^?#]*[^/]$/.test(prefix))
        problems.push(`${at}.prefixes: "${prefix}" must start with / and not end with /`);
      if (prefixes.has(prefix))
        problems.push(`${at}.prefixes: "${prefix}" is owned by ${prefixes.get(prefix)}`);
      prefixes.set(prefix, name);
    }
  }
  return problems;
}

/** The registry, validated: throws a readable list of problems. */
export function readRegistry(file = registryFile) {
  const registry = JSON.parse(readFileSync(file, 'utf8'));
  const problems = registryProblems(registry);
  if (problems.length > 0)
    throw new Error(`${path.relative(root, file)} is invalid:\n  ${problems.join('\n  ')}`);
  return registry;
}

/** The remotes as a list: `{ name, dir, federationName, title, port, publicUrlEnv, prefixes }`. */
export function remoteList(registry = readRegistry()) {
  return Object.entries(registry.remotes).map(([name, remote]) => ({
    name,
    dir: `remotes/${name}`,
    ...remote,
  }));
}

/** Every app the root scripts run: the shell, then the remotes in registry order. */
export function appList(registry = readRegistry()) {
  return [
    { name: 'shell', dir: 'shell', port: registry.shell.port },
    ...remoteList(registry).map(({ name, dir, port }) => ({ name, dir, port })),
  ];
}

/** What the shell reads at run time (shell/public/remotes.json) for a local deployment. */
export function remotesConfig(registry = readRegistry()) {
  return {
    remotes: remoteList(registry).map(({ federationName, port, prefixes }) => ({
      name: federationName,
      entry: `http://localhost:${port}/mf-manifest.json`,
      prefixes,
    })),
  };
}

/** Formats with the workspace's Prettier when it is installed, so generated files pass the check. */
export async function formatted(file, text) {
  try {
    const prettier = await import('prettier');
    const options = (await prettier.resolveConfig(file)) ?? {};
    return await prettier.format(text, { ...options, filepath: file });
  } catch {
    return text;
  }
}

export async function writeRemotesConfig(registry = readRegistry()) {
  const text = await formatted(
    remotesConfigFile,
    `${JSON.stringify(remotesConfig(registry), null, 2)}\n`,
  );
  writeFileSync(remotesConfigFile, text);
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const registry = readRegistry();
  if (process.argv.includes('--check')) {
    const current = JSON.parse(readFileSync(remotesConfigFile, 'utf8'));
    if (JSON.stringify(current) !== JSON.stringify(remotesConfig(registry))) {
      console.error(
        'shell/public/remotes.json does not match remotes.registry.json: run `npm run registry`.',
      );
      process.exit(1);
    }
    console.log('shell/public/remotes.json matches remotes.registry.json');
  } else {
    await writeRemotesConfig(registry);
    console.log('Wrote shell/public/remotes.json from remotes.registry.json');
  }
}
