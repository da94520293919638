import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

/**
 * Figures about the template's users (the `users` table of the directory domain) for the roles
 * cards and the dashboards: counted in SQL, never by loading the users.
 */

export async function countUsers(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Users per value of `column` (values without users are absent). */
export async function countUsersBy(
  db: Kysely<Database>,
  column: 'status' | 'current_plan' | 'role' | 'country',
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('users')
    .select((eb) => [eb.ref(column).as('value'), eb.fn.countAll<number | string>().as('count')])
    .groupBy(column)
    .execute();
  return new Map(rows.map((row) => [row.value, Number(row.count)]));
}

export interface RoleHolder {
  id: number;
  fullName: string;
  avatar: string;
}

/** The first `limit` users (by id) of each of `roles`. */
export async function firstUsersByRole(
  db: Kysely<Database>,
  roles: readonly string[],
  limit: number,
): Promise<Map<string, RoleHolder[]>> {
  const byRole = new Map<string, RoleHolder[]>(roles.map((role) => [role, []]));
  if (roles.length === 0) return byRole;
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('users')
        .select((inner) => [
          'id',
          'full_name',
          'avatar',
          'role',
          inner.fn
            .agg<number>('row_number')
            .over((over) => over.partitionBy('role').orderBy('id'))
            .as('rank'),
        ])
        .where('role', 'in', roles)
        .as('ranked'),
    )
    .select(['id', 'full_name', 'avatar', 'role'])
    .where('rank', '<=', limit)
    .orderBy('role')
    .orderBy('id')
    .execute();
  for (const row of rows)
    byRole.get(row.role)?.push({ id: row.id, fullName: row.full_name, avatar: row.avatar });
  return byRole;
}
