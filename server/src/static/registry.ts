import { readFileSync } from 'node:fs';
import path from 'node:path';

/** An app of `remotes.registry.json`: where its build is and which port serves it. */
export interface RegisteredApp {
  name: string;
  port: number;
  dist: string;
}

interface RegistryFile {
  shell: { port: number };
  remotes: Record<string, { port: number }>;
}

/** The shell and every remote, from the repository's one list of apps. */
export function readRegistry(root: string): { shell: RegisteredApp; remotes: RegisteredApp[] } {
  const registry = JSON.parse(
    readFileSync(path.join(root, 'remotes.registry.json'), 'utf8'),
  ) as RegistryFile;
  return {
    shell: { name: 'shell', port: registry.shell.port, dist: path.join(root, 'shell', 'dist') },
    remotes: Object.entries(registry.remotes).map(([name, remote]) => ({
      name,
      port: remote.port,
      dist: path.join(root, 'remotes', name, 'dist'),
    })),
  };
}
