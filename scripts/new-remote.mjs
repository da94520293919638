// `npm run new-remote -- <name>` (or `pnpm new-remote <name>`): writes remotes/<name> from
// scripts/remote-template for a remote listed in remotes.registry.json, regenerates
// shell/public/remotes.json and links the new workspace package.
// Options: --force  rewrite an existing remote's generated files (its src/ is replaced)
//          --no-install  skip `pnpm install`
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { log, pnpm } from './lib.mjs';
import { formatted, readRegistry, root, writeRemotesConfig } from './registry.mjs';

const templateDir = path.join(root, 'scripts/remote-template');

function templateFiles(dir = templateDir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? templateFiles(full) : [full];
  });
}

/** The files of a remote generated from the template: `[relative path, text]`, unformatted. */
export function renderRemote(name, remote) {
  const values = {
    __NAME__: name,
    __TITLE__: remote.title,
    __PREFIX__: remote.prefixes[0],
  };
  return templateFiles().map((file) => {
    const relative = path.relative(templateDir, file).replace(/\.tpl$/, '');
    const text = readFileSync(file, 'utf8').replace(/__[A-Z]+__/g, (key) => {
      if (!(key in values)) throw new Error(`Unknown placeholder ${key} in ${file}`);
      return values[key];
    });
    return [relative, text];
  });
}

export async function newRemote(name, { force = false } = {}) {
  const registry = readRegistry();
  const remote = registry.remotes[name];
  if (!remote) {
    const port =
      Math.max(registry.shell.port, ...Object.values(registry.remotes).map((r) => r.port)) + 1;
    throw new Error(
      `"${name}" is not in remotes.registry.json. Add an entry first, for example:\n` +
        `  "${name}": { "federationName": "${name.replaceAll('-', '_')}", "title": "…", ` +
        `"port": ${port}, "publicUrlEnv": "${name.replaceAll('-', '_').toUpperCase()}_PUBLIC_URL", ` +
        `"prefixes": ["/${name}"] }`,
    );
  }
  const dir = path.join(root, 'remotes', name);
  if (existsSync(path.join(dir, 'src'))) {
    if (!force)
      throw new Error(
        `remotes/${name}/src exists: pass --force to regenerate it from the template.`,
      );
    rmSync(path.join(dir, 'src'), { recursive: true });
  }
  for (const [relative, text] of renderRemote(name, remote)) {
    const target = path.join(dir, relative);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, await formatted(target, text));
  }
  await writeRemotesConfig(registry);
  return { dir, remote };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename;
if (isMain) {
  const args = process.argv.slice(2);
  const name = args.find((arg) => !arg.startsWith('--'));
  if (!name) {
    console.error('Usage: npm run new-remote -- <name> [--force] [--no-install]');
    process.exit(1);
  }
  try {
    const { remote } = await newRemote(name, { force: args.includes('--force') });
    log(`Wrote remotes/${name} from the template and shell/public/remotes.json`);
    if (!args.includes('--no-install')) await pnpm(['install', '--prefer-offline']);
    console.log(
      [
        '',
        `Next: \`npm run dev -- ${name}\` serves it alone on :${remote.port}; \`npm run dev\` serves the portal.`,
        `Name the area for people in shell/src/locales/*.json: "remotes": { "${remote.federationName}": "…" }.`,
      ].join('\n'),
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
