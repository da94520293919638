/**
 * The apps of the portal as the build sees them, read from remotes.registry.json (the one list;
 * scripts/registry.mjs validates it and derives the other files from it).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type registryJson from '../../../remotes.registry.json';

type Registry = typeof registryJson;

/** `shell` and every remote's name in the registry (`billing`, `apps-demo`, ...). */
export type AppName = 'shell' | keyof Registry['remotes'];

export interface AppBuildInfo {
  port: number;
  /** Module Federation name: a JS identifier (`apps_demo`). */
  federationName: string;
  /** Environment variable holding the remote's public URL (its asset prefix). */
  publicUrlEnv?: string;
}

const registryFile = path.resolve(import.meta.dirname, '../../../remotes.registry.json');

function readApps(): Record<AppName, AppBuildInfo> {
  const registry = JSON.parse(readFileSync(registryFile, 'utf8')) as Registry;
  const remotes = Object.entries(registry.remotes).map(
    ([name, { port, federationName, publicUrlEnv }]) =>
      [name, { port, federationName, publicUrlEnv }] as const,
  );
  return Object.fromEntries([
    ['shell', { port: registry.shell.port, federationName: 'shell' }],
    ...remotes,
  ]) as Record<AppName, AppBuildInfo>;
}

export const APPS = readApps();
