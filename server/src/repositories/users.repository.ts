import type { NewUserBody, User, UserDetail, UsersQuery } from '@portal/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/database';
import { containsText, sortKey } from '../db/dialect';
import { countRows, onePage } from '../db/paging';

type UserRow = Selectable<Database['users']>;

const toUserDetail = (row: UserRow): UserDetail => ({
  id: row.id,
  fullName: row.full_name,
  company: row.company,
  role: row.role as UserDetail['role'],
  username: row.username,
  country: row.country,
  contact: row.contact,
  email: row.email,
  currentPlan: row.current_plan as UserDetail['currentPlan'],
  status: row.status as UserDetail['status'],
  avatar: row.avatar,
  taskDone: row.task_done,
  projectDone: row.project_done,
  taxId: row.tax_id,
  language: row.language,
});

/**
 * A list row: no detail fields, and no uploaded avatar (a data URL may be 1 MB, a page of 100
 * would be 100 MB); the row then shows initials, the detail carries the image.
 */
const toUser = (row: UserRow): User => {
  const { taskDone, projectDone, taxId, language, ...user } = toUserDetail(row);
  return user.avatar.startsWith('data:') ? { ...user, avatar: '' } : user;
};

const SORT_COLUMNS = {
  user: 'full_name_key',
  email: 'email_key',
  role: 'role',
  plan: 'current_plan',
  status: 'status',
} as const;

/** One page of users: name or e-mail contains `q`; role, plan and status filters; sort. */
export async function listUsers(db: Kysely<Database>, query: UsersQuery) {
  const q = query.q.trim();
  let filtered = db.selectFrom('users');
  if (q !== '')
    filtered = filtered.where((eb) =>
      eb.or([containsText(eb.ref('full_name'), q), containsText(eb.ref('email'), q)]),
    );
  if (query.role !== undefined) filtered = filtered.where('role', '=', query.role);
  if (query.plan !== undefined) filtered = filtered.where('current_plan', '=', query.plan);
  if (query.status !== undefined) filtered = filtered.where('status', '=', query.status);
  let rows = filtered.selectAll();
  if (query.sortBy !== undefined)
    rows = rows.orderBy(SORT_COLUMNS[query.sortBy], query.orderBy === 'desc' ? 'desc' : 'asc');
  // Ties (and no sort) keep the order users were added in.
  rows = rows.orderBy('id', 'asc');
  const [total, page] = await Promise.all([
    countRows(db, filtered),
    onePage(rows, query).execute(),
  ]);
  return { users: page.map(toUser), total };
}

export async function findUser(db: Kysely<Database>, id: number): Promise<UserDetail | undefined> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toUserDetail(row);
}

export async function deleteUser(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function userEmailTaken(db: Kysely<Database>, email: string) {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
  return row !== undefined;
}

export async function userUsernameTaken(db: Kysely<Database>, username: string) {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.trim().toLowerCase()))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The id a new user gets (spec 7: count + 1). After deletions that id can be taken (delete 3 of
 * 50: count 49, id 50 exists), then max id + 1.
 */
export async function nextUserId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.max<number | null>('id').as('max'),
    ])
    .executeTakeFirstOrThrow();
  const countId = row.count + 1;
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', countId)
    .executeTakeFirst();
  return taken ? (row.max ?? 0) + 1 : countId;
}

export async function insertUser(
  db: Kysely<Database>,
  id: number,
  body: NewUserBody,
): Promise<UserDetail> {
  const row = await db
    .insertInto('users')
    .values({
      id,
      full_name: body.fullName,
      full_name_key: sortKey(body.fullName),
      company: body.company,
      role: body.role,
      username: body.username,
      country: body.country,
      contact: body.contact,
      email: body.email,
      email_key: sortKey(body.email),
      current_plan: body.currentPlan,
      status: body.status,
      avatar: body.avatar ?? '',
      task_done: 0,
      project_done: 0,
      tax_id: '',
      language: 'English',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toUserDetail(row);
}
