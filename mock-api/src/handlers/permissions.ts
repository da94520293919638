import { http } from 'msw';
import { getDb, commitDb } from '../db/store';
import { authenticate, requireAbility } from '../lib/auth';
import { fieldErrorResponse, json, messageResponse, noContent } from '../lib/http';
import { formatCreatedDate, includesText, paginate, parseId, sortByText } from '../lib/list';
import { safeResolver } from '../lib/safe-resolver';
import { parseBody, parseQuery } from '../lib/validate';
import {
  permissionBodySchema,
  permissionsQuerySchema,
  type Permission,
  type PermissionBody,
  type PermissionsQuery,
} from '@portal/contract';

export const PERMISSION_MESSAGES = {
  notFound: 'Permission not found',
  duplicateName: 'A permission with this name already exists',
} as const;

/** q matches the name, the created date, or the start of an assigned role (spec 7). */
export function listPermissions(permissions: readonly Permission[], query: PermissionsQuery) {
  const q = query.q.trim().toLowerCase();
  const filtered = permissions.filter(
    (permission) =>
      includesText(permission.name, q) ||
      includesText(permission.createdDate, q) ||
      permission.assignedTo.some((role) => role.startsWith(q)),
  );
  const sorted = query.sortBy
    ? sortByText(filtered, (permission) => permission.name, query.orderBy)
    : filtered;
  const { items } = paginate(sorted, query.page, query.itemsPerPage);
  return { permissions: items, totalPermissions: filtered.length };
}

const notFound = () => messageResponse(404, PERMISSION_MESSAGES.notFound);

function duplicateName(body: PermissionBody, exceptId?: number) {
  const name = body.name.toLowerCase();
  return getDb().permissions.some((p) => p.id !== exceptId && p.name.toLowerCase() === name)
    ? fieldErrorResponse({ name: [PERMISSION_MESSAGES.duplicateName] })
    : null;
}

export const permissionsHandlers = [
  http.get(
    '/api/apps/permissions',
    safeResolver(({ request, cookies }) => {
      authenticate(request, cookies);
      const query = parseQuery(request.url, permissionsQuerySchema);
      return json(listPermissions(getDb().permissions, query));
    }),
  ),

  http.post(
    '/api/apps/permissions',
    safeResolver(async ({ request, cookies }) => {
      requireAbility(authenticate(request, cookies), 'create', 'Permission');
      const body = await parseBody(request, permissionBodySchema);
      const duplicate = duplicateName(body);
      if (duplicate) return duplicate;
      const db = getDb();
      const permission: Permission = {
        id: Math.max(0, ...db.permissions.map((p) => p.id)) + 1,
        name: body.name,
        assignedTo: [...new Set(body.assignedTo)],
        createdDate: formatCreatedDate(new Date()),
      };
      db.permissions.push(permission);
      await commitDb();
      return json(permission, 201);
    }),
  ),

  http.put(
    '/api/apps/permissions/:id',
    safeResolver(async ({ request, cookies, params }) => {
      requireAbility(authenticate(request, cookies), 'update', 'Permission');
      const permission = getDb().permissions.find((p) => p.id === parseId(params.id));
      if (!permission) return notFound();
      const body = await parseBody(request, permissionBodySchema);
      const duplicate = duplicateName(body, permission.id);
      if (duplicate) return duplicate;
      permission.name = body.name;
      permission.assignedTo = [...new Set(body.assignedTo)];
      await commitDb();
      return json(permission);
    }),
  ),

  http.delete(
    '/api/apps/permissions/:id',
    safeResolver(async ({ request, cookies, params }) => {
      requireAbility(authenticate(request, cookies), 'delete', 'Permission');
      const db = getDb();
      const index = db.permissions.findIndex((p) => p.id === parseId(params.id));
      if (index === -1) return notFound();
      db.permissions.splice(index, 1);
      await commitDb();
      return noContent();
    }),
  ),
];
