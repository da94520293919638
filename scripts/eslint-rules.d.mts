// Types of scripts/eslint-rules.mjs, for the TypeScript checks that import it.
import type { ESLint } from 'eslint';

export const portalPlugin: ESLint.Plugin;
export const QUERY_KEYS_FILE: string;
export function appSourceDirs(): string[];
export function featureZones(): {
  target: string;
  from: string;
  except: string[];
  message: string;
}[];
