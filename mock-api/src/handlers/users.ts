import { http } from 'msw';
import { getDb, commitDb } from '../db/store';
import { authenticate, requireAbility } from '../lib/auth';
import { fieldErrorResponse, json, messageResponse, noContent } from '../lib/http';
import { includesText, paginate, parseId, sortByText } from '../lib/list';
import { safeResolver } from '../lib/safe-resolver';
import { parseBody, parseQuery } from '../lib/validate';
import {
  newUserBodySchema,
  usersQuerySchema,
  userSchema,
  type User,
  type UserDetail,
  type UsersQuery,
} from '@portal/contract';

export const USER_MESSAGES = {
  notFound: 'User not found',
  emailUsed: 'This email is already used',
  usernameTaken: 'This username is taken',
} as const;

const SORT_KEYS: Record<NonNullable<UsersQuery['sortBy']>, (user: User) => string> = {
  user: (user) => user.fullName,
  email: (user) => user.email,
  role: (user) => user.role,
  plan: (user) => user.currentPlan,
  status: (user) => user.status,
};

/**
 * List rows leave out the detail fields (zod strips unknown keys) and uploaded avatars: a data
 * URL may be up to 1 MB, so a page of 100 would be 100 MB. The row then shows initials; the
 * detail answer carries the image.
 */
const toUser = (user: UserDetail): User => {
  const row = userSchema.parse(user);
  return row.avatar.startsWith('data:') ? { ...row, avatar: '' } : row;
};

export function listUsers(users: readonly UserDetail[], query: UsersQuery) {
  const q = query.q.trim();
  const filtered = users.filter(
    (user) =>
      (includesText(user.fullName, q) || includesText(user.email, q)) &&
      (query.role === undefined || user.role === query.role) &&
      (query.plan === undefined || user.currentPlan === query.plan) &&
      (query.status === undefined || user.status === query.status),
  );
  const sorted = query.sortBy
    ? sortByText(filtered, SORT_KEYS[query.sortBy], query.orderBy)
    : filtered;
  const { items, totalPages } = paginate(sorted, query.page, query.itemsPerPage);
  return { users: items.map(toUser), totalPages, totalUsers: filtered.length, page: query.page };
}

const notFound = () => messageResponse(404, USER_MESSAGES.notFound);

export const usersHandlers = [
  http.get(
    '/api/apps/users',
    safeResolver(({ request, cookies }) => {
      authenticate(request, cookies);
      const query = parseQuery(request.url, usersQuerySchema);
      return json(listUsers(getDb().users, query));
    }),
  ),

  http.get(
    '/api/apps/users/:id',
    safeResolver(({ request, cookies, params }) => {
      authenticate(request, cookies);
      const id = parseId(params.id);
      const user = getDb().users.find((u) => u.id === id);
      return user ? json(user) : notFound();
    }),
  ),

  http.delete(
    '/api/apps/users/:id',
    safeResolver(async ({ request, cookies, params }) => {
      requireAbility(authenticate(request, cookies), 'delete', 'User');
      const db = getDb();
      const id = parseId(params.id);
      const index = db.users.findIndex((u) => u.id === id);
      if (index === -1) return notFound();
      db.users.splice(index, 1);
      await commitDb();
      return noContent();
    }),
  ),

  http.post(
    '/api/apps/users',
    safeResolver(async ({ request, cookies }) => {
      requireAbility(authenticate(request, cookies), 'create', 'User');
      const body = await parseBody(request, newUserBodySchema);
      const db = getDb();
      const errors: Record<string, string[]> = {};
      const email = body.email.trim().toLowerCase();
      const username = body.username.toLowerCase();
      if (db.users.some((u) => u.email.toLowerCase() === email)) {
        errors.email = [USER_MESSAGES.emailUsed];
      }
      if (db.users.some((u) => u.username.toLowerCase() === username)) {
        errors.username = [USER_MESSAGES.usernameTaken];
      }
      if (Object.keys(errors).length > 0) return fieldErrorResponse(errors);
      // Spec 7: the new id is count + 1. After deletions that id can already be taken
      // (delete 3 of 50 -> count 49 -> id 50 exists), so fall back to max id + 1.
      const countId = db.users.length + 1;
      const id = db.users.some((u) => u.id === countId)
        ? Math.max(0, ...db.users.map((u) => u.id)) + 1
        : countId;
      const user: UserDetail = {
        ...body,
        id,
        avatar: body.avatar ?? '',
        taskDone: 0,
        projectDone: 0,
        taxId: '',
        language: 'English',
      };
      db.users.push(user);
      await commitDb();
      return json(user, 201);
    }),
  ),
];
