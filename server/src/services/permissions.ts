import type {
  Permission,
  PermissionBody,
  PermissionsQuery,
  PermissionsResponse,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../context';
import type { Database } from '../db/database';
import { fieldErrors, notFound } from '../http/errors';
import * as permissions from '../repositories/permissions.repository';
import type { Caller } from './caller';
import { claim, type Precondition } from './versions';

export const PERMISSION_MESSAGES = {
  notFound: 'Permission not found',
  duplicateName: 'A permission with this name already exists',
} as const;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The permissions' date style, `14 Apr 2021, 8:43 PM` (UTC: the server has no viewer's zone). */
export function formatCreatedDate(date: Date): string {
  const day = String(date.getUTCDate()).padStart(2, '0');
  const hours = date.getUTCHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const minutes = String(date.getUTCMinutes()).padStart(2, '0');
  return `${day} ${MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCFullYear()}, ${hour12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

const duplicateName = () => fieldErrors({ name: [PERMISSION_MESSAGES.duplicateName] });

/**
 * Runs a write that may lose a race on a unique constraint (the name, or the max + 1 id another
 * request took first) again: the second run sees the winner's row and answers as the mock did.
 */
async function retryOnUniqueViolation<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= 3 || !permissions.isUniqueViolation(error)) throw error;
    }
  }
}

export async function listPermissions(
  deps: AppDeps,
  query: PermissionsQuery,
): Promise<PermissionsResponse> {
  const { permissions: rows, total } = await permissions.listPermissions(deps.db, query);
  return { permissions: rows, totalPermissions: total };
}

/** The permission, or 404 (the routes check it before reading the body). */
export async function getPermission(deps: AppDeps, id: number | null): Promise<Permission> {
  const found = id === null ? undefined : await permissions.findPermission(deps.db, id);
  if (!found) throw notFound(PERMISSION_MESSAGES.notFound);
  return found;
}

/** A new permission: id max + 1, created now; its name must be free (any letter case). */
export function createPermission(deps: AppDeps, body: PermissionBody): Promise<Permission> {
  return retryOnUniqueViolation(() =>
    deps.db.transaction().execute(async (trx) => {
      if (await permissions.permissionNameTaken(trx, body.name)) throw duplicateName();
      const permission: Permission = {
        id: await permissions.nextPermissionId(trx),
        name: body.name,
        assignedTo: [...new Set(body.assignedTo)],
        createdDate: formatCreatedDate(deps.clock.now()),
      };
      await permissions.insertPermission(trx, permission);
      return permission;
    }),
  );
}

async function findOrFail(db: Kysely<Database>, id: number) {
  const found = await permissions.findPermission(db, id);
  if (!found) throw notFound(PERMISSION_MESSAGES.notFound);
  return found;
}

/**
 * Renames and reassigns a permission; its own name in another letter case is no duplicate. With
 * an expected version, only that version is changed (`StaleVersion` otherwise).
 */
export function updatePermission(
  deps: AppDeps,
  caller: Caller,
  id: number,
  body: PermissionBody,
  precondition?: Precondition,
): Promise<Permission> {
  return retryOnUniqueViolation(() =>
    deps.db.transaction().execute(async (trx) => {
      await findOrFail(trx, id);
      await claim(trx, 'permissions', id, caller, deps.clock.now(), precondition);
      if (await permissions.permissionNameTaken(trx, body.name, id)) throw duplicateName();
      const roles = [...new Set(body.assignedTo)];
      if (!(await permissions.updatePermission(trx, id, body.name, roles)))
        throw notFound(PERMISSION_MESSAGES.notFound);
      return findOrFail(trx, id);
    }),
  );
}

/** Deletes a permission; with an expected version, only that version (`StaleVersion` otherwise). */
export async function deletePermission(
  deps: AppDeps,
  caller: Caller,
  id: number | null,
  precondition?: Precondition,
): Promise<void> {
  const deleted =
    id !== null &&
    (await deps.db.transaction().execute(async (trx) => {
      if (!(await permissions.findPermission(trx, id))) return false;
      await claim(trx, 'permissions', id, caller, deps.clock.now(), precondition);
      return permissions.deletePermission(trx, id);
    }));
  if (!deleted) throw notFound(PERMISSION_MESSAGES.notFound);
}
