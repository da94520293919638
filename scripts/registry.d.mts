// Types of scripts/registry.mjs, for the TypeScript checks that import it.
export interface RegistryRemote {
  federationName: string;
  title: string;
  port: number;
  publicUrlEnv: string;
  prefixes: string[];
}
export interface Registry {
  shell: { port: number };
  remotes: Record<string, RegistryRemote>;
}
export interface RemotesConfig {
  remotes: { name: string; entry: string; prefixes: string[] }[];
}
export const root: string;
export const registryFile: string;
export const remotesConfigFile: string;
export function registryProblems(registry: unknown): string[];
export function readRegistry(file?: string): Registry;
export function remoteList(registry?: Registry): (RegistryRemote & { name: string; dir: string })[];
export function appList(registry?: Registry): { name: string; dir: string; port: number }[];
export function remotesConfig(registry?: Registry): RemotesConfig;
export function formatted(file: string, text: string): Promise<string>;
export function writeRemotesConfig(registry?: Registry): Promise<void>;
