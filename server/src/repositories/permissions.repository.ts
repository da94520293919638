import type { Permission, PermissionsQuery } from '@portal/contract';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../db/database';
import { containsText, sortKey } from '../db/dialect';
import { countRows, onePage } from '../db/paging';

type Role = Permission['assignedTo'][number];

/** `needle%` for LIKE, with LIKE's own wildcards escaped (used with `escape '\'`). */
const prefixPattern = (needle: string) => `${needle.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The roles of each permission, in the order they were given. */
async function rolesOf(db: Kysely<Database>, ids: readonly number[]) {
  const byPermission = new Map<number, Role[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byPermission;
  const rows = await db
    .selectFrom('permission_roles')
    .select(['permission_id', 'role'])
    .where('permission_id', 'in', ids)
    .orderBy('permission_id')
    .orderBy('position')
    .execute();
  for (const row of rows) byPermission.get(row.permission_id)?.push(row.role as Role);
  return byPermission;
}

interface PermissionRow {
  id: number;
  name: string;
  created_date: string;
}

async function withRoles(db: Kysely<Database>, rows: PermissionRow[]): Promise<Permission[]> {
  const roles = await rolesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    assignedTo: roles.get(row.id) ?? [],
    createdDate: row.created_date,
  }));
}

/**
 * One page of permissions (spec 7): `q` (lower-cased) is in the name or the created date, or
 * starts an assigned role; sort by name; ties and no sort keep the order they were added in.
 */
export async function listPermissions(db: Kysely<Database>, query: PermissionsQuery) {
  const q = query.q.trim().toLowerCase();
  let filtered = db.selectFrom('permissions');
  if (q !== '')
    filtered = filtered.where((eb) =>
      eb.or([
        containsText(eb.ref('permissions.name'), q),
        containsText(eb.ref('permissions.created_date'), q),
        eb.exists(
          eb
            .selectFrom('permission_roles')
            .select('permission_roles.permission_id')
            .whereRef('permission_roles.permission_id', '=', 'permissions.id')
            .where(sql<SqlBool>`permission_roles.role like ${prefixPattern(q)} escape '\\'`),
        ),
      ]),
    );
  let rows = filtered.select(['permissions.id', 'permissions.name', 'permissions.created_date']);
  if (query.sortBy === 'name')
    rows = rows.orderBy('permissions.name_key', query.orderBy === 'desc' ? 'desc' : 'asc');
  rows = rows.orderBy('permissions.id', 'asc');
  const [total, page] = await Promise.all([
    countRows(db, filtered),
    onePage(rows, query).execute(),
  ]);
  return { permissions: await withRoles(db, page), total };
}

export async function findPermission(
  db: Kysely<Database>,
  id: number,
): Promise<Permission | undefined> {
  const row = await db
    .selectFrom('permissions')
    .select(['id', 'name', 'created_date'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && (await withRoles(db, [row]))[0];
}

/** Another permission (not `exceptId`) has this name, whatever the letter case. */
export async function permissionNameTaken(
  db: Kysely<Database>,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  let query = db
    .selectFrom('permissions')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()));
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The id a new permission gets: the largest id + 1 (as the former mock). */
export async function nextPermissionId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('permissions')
    .select((eb) => eb.fn.max<number | null>('id').as('max'))
    .executeTakeFirstOrThrow();
  return (row.max ?? 0) + 1;
}

async function insertRoles(db: Kysely<Database>, permissionId: number, roles: readonly Role[]) {
  if (roles.length === 0) return;
  await db
    .insertInto('permission_roles')
    .values(roles.map((role, position) => ({ permission_id: permissionId, position, role })))
    .execute();
}

export async function insertPermission(db: Kysely<Database>, permission: Permission) {
  await db
    .insertInto('permissions')
    .values({
      id: permission.id,
      name: permission.name,
      name_key: sortKey(permission.name),
      created_date: permission.createdDate,
    })
    .execute();
  await insertRoles(db, permission.id, permission.assignedTo);
}

/** Renames and reassigns a permission; false when it is gone. */
export async function updatePermission(
  db: Kysely<Database>,
  id: number,
  name: string,
  roles: readonly Role[],
): Promise<boolean> {
  const result = await db
    .updateTable('permissions')
    .set({ name, name_key: sortKey(name) })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await db.deleteFrom('permission_roles').where('permission_id', '=', id).execute();
  await insertRoles(db, id, roles);
  return true;
}

export async function deletePermission(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('permissions').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** How many permissions there are, and how many each role is assigned. */
export async function permissionFigures(db: Kysely<Database>) {
  const [total, byRole] = await Promise.all([
    countRows(db, db.selectFrom('permissions').select('id')),
    db
      .selectFrom('permission_roles')
      .select((eb) => ['role', eb.fn.countAll<number | string>().as('count')])
      .groupBy('role')
      .execute(),
  ]);
  return { total, byRole: new Map(byRole.map((row) => [row.role, Number(row.count)])) };
}

/** Each role's permissions (id and name), in the order the permissions were added. */
export async function permissionsByRole(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('permission_roles')
    .innerJoin('permissions', 'permissions.id', 'permission_roles.permission_id')
    .select(['permission_roles.role', 'permissions.id', 'permissions.name'])
    .orderBy('permissions.id')
    .execute();
  const byRole = new Map<string, { id: number; name: string }[]>();
  for (const row of rows) {
    const list = byRole.get(row.role) ?? [];
    list.push({ id: row.id, name: row.name });
    byRole.set(row.role, list);
  }
  return byRole;
}

/**
 * The error of a write that broke a unique constraint (a name or an id another transaction
 * took first): SQLite `SQLITE_CONSTRAINT_UNIQUE` / `_PRIMARYKEY`, PostgreSQL `23505`.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}
