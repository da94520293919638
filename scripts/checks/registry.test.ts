import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  readRegistry,
  registryProblems,
  remoteList,
  remotesConfig,
  remotesConfigFile,
  root,
} from '../registry.mjs';

const billing = {
  federationName: 'billing',
  title: 'Billing',
  port: 3001,
  publicUrlEnv: 'BILLING_PUBLIC_URL',
  prefixes: ['/Facturacion'],
};

describe('remotes.registry.json', () => {
  it('is valid', () => {
    expect(() => readRegistry()).not.toThrow();
  });

  it.each([
    ['a hyphen in the federation name', { federationName: 'billing-x' }, 'JS identifier'],
    ['the shell’s port', { port: 3000 }, 'port is also used by shell'],
    ['a prefix ending in a slash', { prefixes: ['/x/'] }, 'must start with /'],
    ['no prefix', { prefixes: [] }, 'at least one path prefix'],
    ['a lower-case variable', { publicUrlEnv: 'billing_url' }, 'UPPER_SNAKE'],
  ])('rejects %s', (_, change, problem) => {
    const problems = registryProblems({
      shell: { port: 3000 },
      remotes: { billing: { ...billing, ...change } },
    });
    expect(problems.join('\n')).toContain(problem);
  });

  it('rejects two remotes sharing a prefix or a port', () => {
    const problems = registryProblems({
      shell: { port: 3000 },
      remotes: { billing, 'billing-two': { ...billing, federationName: 'billing_two' } },
    }).join('\n');
    expect(problems).toContain('port is also used by billing');
    expect(problems).toContain('"/Facturacion" is owned by billing');
  });

  it('is what shell/public/remotes.json says (run `npm run registry` after editing it)', () => {
    expect(JSON.parse(readFileSync(remotesConfigFile, 'utf8'))).toEqual(remotesConfig());
  });

  it('lists every folder in remotes/, and each listed remote exists under its name', () => {
    const folders = readdirSync(path.join(root, 'remotes'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .filter((entry) => existsSync(path.join(root, 'remotes', entry.name, 'package.json')))
      .map((entry) => entry.name)
      .sort();
    expect(
      remoteList()
        .map((remote) => remote.name)
        .sort(),
    ).toEqual(folders);
    for (const remote of remoteList()) {
      const pkg = JSON.parse(readFileSync(path.join(root, remote.dir, 'package.json'), 'utf8')) as {
        name: string;
      };
      expect(pkg.name).toBe(remote.name);
      const config = readFileSync(path.join(root, remote.dir, 'rsbuild.config.ts'), 'utf8');
      expect(config).toContain(`app: '${remote.name}'`);
    }
  });
});
