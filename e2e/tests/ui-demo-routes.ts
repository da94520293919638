import { paths } from '../../remotes/ui-demo/src/config/paths';

type Tree = { readonly path: string } | { readonly [key: string]: Tree };

function pathsOf(tree: Tree): string[] {
  if ('path' in tree && typeof tree.path === 'string') return [tree.path];
  return Object.values(tree as Record<string, Tree>).flatMap(pathsOf);
}

/** The public front pages (blank layout, open without signing in): the remote's `paths.front`. */
export const FRONT_PAGE_ROUTES = pathsOf(paths.front);

/**
 * Every signed-in route of the ui-demo remote, derived from its route table
 * (remotes/ui-demo/src/config/paths.ts), so a new page joins the sweeps without a hand-kept copy.
 */
export const UI_DEMO_ROUTES = pathsOf(paths).filter((path) => !FRONT_PAGE_ROUTES.includes(path));
