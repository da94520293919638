// Local ESLint rules and boundary zones of the portal (used by eslint.config.js).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { remoteList, root } from './registry.mjs';

const KEBAB_PART = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `portal/kebab-case-files`: every folder and file name under the repository is kebab-case. */
const kebabCaseFiles = {
  meta: {
    type: 'suggestion',
    docs: { description: 'File and folder names are kebab-case (invoice-list-page.tsx).' },
    schema: [],
    messages: { name: '"{{name}}" is not kebab-case: name files and folders like-this.' },
  },
  create(context) {
    return {
      Program(node) {
        const relative = path.relative(context.cwd, context.filename);
        if (relative.startsWith('..') || path.isAbsolute(relative)) return;
        for (const segment of relative.split(path.sep)) {
          // Dotted names: each part kebab (remote-areas.test.ts, env.d.ts); hidden folders skipped.
          if (segment.startsWith('.')) continue;
          if (!segment.split('.').every((part) => KEBAB_PART.test(part))) {
            context.report({ node, messageId: 'name', data: { name: segment } });
            return;
          }
        }
      },
    };
  },
};

export const portalPlugin = { rules: { 'kebab-case-files': kebabCaseFiles } };

/** Source folders of every app: the shell's and each registered remote's. */
export function appSourceDirs() {
  return ['shell/src', ...remoteList().map((remote) => `${remote.dir}/src`)];
}

/** A feature's key factory: the one file of a feature other features may import. */
export const QUERY_KEYS_FILE = 'api/query-keys.ts';

/**
 * One zone per pair of features of one app: a feature never imports another feature, except
 * the other's query-key factory (cross-feature invalidation goes through it).
 */
export function featureZones() {
  return appSourceDirs().flatMap((src) => {
    const dir = path.join(root, src, 'features');
    if (!existsSync(dir)) return [];
    const features = readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    return features.flatMap((feature) =>
      features
        .filter((other) => other !== feature)
        .map((other) => ({
          target: `./${src}/features/${feature}`,
          from: `./${src}/features/${other}`,
          except: [`./${QUERY_KEYS_FILE}`],
          message: `A feature never imports another feature (${feature} -> ${other}): compose them in routes or pages, share through lib/ or components/, invalidate through ${other}/${QUERY_KEYS_FILE}.`,
        })),
    );
  });
}
