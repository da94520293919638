import { READ_ACCESS } from '../http/read-access';

/**
 * Every endpoint of the API and who may call it (the GET endpoints come from the server's own
 * read table, `http/read-access.ts`). A new endpoint, or one that is gone, fails the probes
 * (fuzz, authorisation matrices) until it is listed here or there.
 * - `public`: anyone (signing in and out, registering, password reset, the landing page's contact form);
 * - `session`: any signed-in caller (their own profile, notifications and sessions, the help
 *   content, the search, charts drawn by the server, "Reset demo data");
 * - `ability`: a caller whose CASL rules allow it (the read-only demo client gets 403, and on writes
 *   the read-only auditor too);
 * - `read`: a write that needs only the read ability of its subject (a ticket's presence): the
 *   client gets 403, the read-only auditor does not.
 */
const WRITE_ACCESS = {
  'POST /api/accounts/:id/reactivate': 'ability',
  'PUT /api/apps/academy/course-details/topic': 'ability',
  'POST /api/apps/calendar': 'ability',
  'DELETE /api/apps/calendar/:id': 'ability',
  'PUT /api/apps/calendar/:id': 'ability',
  'POST /api/apps/chat/chats/:userId': 'ability',
  'PUT /api/apps/chat/profile': 'ability',
  'POST /api/apps/email': 'ability',
  'POST /api/apps/email/compose': 'ability',
  'POST /api/apps/invoice': 'ability',
  'DELETE /api/apps/invoice/:id': 'ability',
  'PUT /api/apps/invoice/:id': 'ability',
  'POST /api/apps/invoice/:id/payments': 'ability',
  'POST /api/apps/invoice/:id/send': 'ability',
  'POST /api/apps/invoice/clients': 'ability',
  'DELETE /api/apps/kanban/board/:id': 'ability',
  'POST /api/apps/kanban/board/add': 'ability',
  'PUT /api/apps/kanban/board/rename': 'ability',
  'PUT /api/apps/kanban/board/state-update': 'ability',
  'DELETE /api/apps/kanban/item/:id': 'ability',
  'POST /api/apps/kanban/item/add': 'ability',
  'PUT /api/apps/kanban/item/state-update': 'ability',
  'PUT /api/apps/kanban/item/update': 'ability',
  'POST /api/apps/permissions': 'ability',
  'DELETE /api/apps/permissions/:id': 'ability',
  'PUT /api/apps/permissions/:id': 'ability',
  'POST /api/apps/users': 'ability',
  'DELETE /api/apps/users/:id': 'ability',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/auth/reset-password': 'public',
  'POST /api/auth/two-steps': 'public',
  'POST /api/auth/verify-email/resend': 'public',
  'POST /api/billing/cambios': 'ability',
  'POST /api/billing/cambios/:id/approve': 'ability',
  'POST /api/billing/cambios/:id/reject': 'ability',
  'POST /api/billing/facturas': 'ability',
  'DELETE /api/billing/facturas/:id': 'ability',
  'PUT /api/billing/facturas/:id': 'ability',
  'POST /api/billing/facturas/:id/issue': 'ability',
  'POST /api/billing/facturas/:id/payments': 'ability',
  'POST /api/billing/facturas/:id/void': 'ability',
  'POST /api/billing/habilitaciones/:id/activate': 'ability',
  'POST /api/billing/notas': 'ability',
  'POST /api/billing/notas/:id/cancel': 'ability',
  'POST /api/billing/notas/:id/pay': 'ability',
  'POST /api/billing/notas/:id/send': 'ability',
  'POST /api/charts/svg': 'session',
  'POST /api/demo/reset': 'session',
  'POST /api/notifications/:id/read': 'session',
  'POST /api/notifications/read-all': 'session',
  'POST /api/pages/contact': 'public',
  'DELETE /api/pages/datatable/:id': 'ability',
  'PUT /api/pages/datatable/:id': 'ability',
  'POST /api/pages/help-center/article/feedback': 'ability',
  'PUT /api/pages/profile/connections/:id': 'ability',
  'PUT /api/profile': 'session',
  'POST /api/profile/api-keys': 'session',
  'DELETE /api/profile/api-keys/:id': 'session',
  'PUT /api/profile/billing-address': 'session',
  'POST /api/profile/connections/:id/:action': 'session',
  'POST /api/profile/deactivate': 'session',
  'PUT /api/profile/notification-settings': 'session',
  'POST /api/profile/password': 'session',
  'POST /api/profile/payment-methods': 'session',
  'DELETE /api/profile/payment-methods/:id': 'session',
  'PUT /api/profile/payment-methods/:id': 'session',
  'POST /api/profile/payment-methods/:id/primary': 'session',
  'POST /api/profile/plan': 'session',
  'POST /api/profile/plan/cancel': 'session',
  'DELETE /api/profile/sessions/:id': 'session',
  'POST /api/profile/sessions/sign-out-others': 'session',
  'POST /api/profile/two-step/disable': 'session',
  'POST /api/profile/two-step/enable': 'session',
  'POST /api/profile/two-step/setup': 'session',
  'POST /api/tickets': 'ability',
  'PATCH /api/tickets/:id': 'ability',
  'POST /api/tickets/:id/merge': 'ability',
  'POST /api/tickets/:id/messages': 'ability',
  // Presence: a heartbeat of whoever may read the ticket, not a change of it.
  'PUT /api/tickets/:id/presence': 'read',
  'DELETE /api/tickets/:id/presence': 'read',
  'POST /api/tickets/bulk': 'ability',
} as const satisfies Record<string, EndpointAccess>;

/** `read`: a write that needs only the read ability (the client 403, the read-only auditor not). */
type EndpointAccess = 'public' | 'session' | 'ability' | 'read';

export type EndpointKey = keyof typeof WRITE_ACCESS | keyof typeof READ_ACCESS;

export const ENDPOINT_ACCESS = {
  ...WRITE_ACCESS,
  ...Object.fromEntries(
    Object.entries(READ_ACCESS).map(([key, access]) => [
      key,
      typeof access === 'string' ? access : 'ability',
    ]),
  ),
} as Record<EndpointKey, EndpointAccess>;
export const API_ENDPOINTS = Object.keys(ENDPOINT_ACCESS) as EndpointKey[];
