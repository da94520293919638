/*
 * Value lists that screens and the light (zod/mini) schemas need without the domain's classic zod
 * schemas: a module that imports only these bundles no classic zod. The domain modules re-export
 * them.
 */

export const USER_ROLES = ['admin', 'editor', 'author', 'maintainer', 'subscriber'] as const;
export const USER_PLANS = ['basic', 'team', 'company', 'enterprise'] as const;
export const USER_STATUSES = ['active', 'inactive', 'pending'] as const;

export const PERMISSION_ROLES = [
  'administrator',
  'manager',
  'users',
  'support',
  'restricted-user',
] as const;

/** Lowest to highest: sorting by priority descending puts urgent first. */
export const TICKET_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;

export const NOTIFICATION_EVENTS = [
  'newSignIn',
  'securityChange',
  'planChange',
  'paymentFailed',
  'ticketReply',
  'serviceSuspended',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];
/**
 * What the bell can show: the events of the settings, plus some that follow another event's
 * setting (`NOTIFICATION_SETTING_OF`): a ticket assigned to me goes with replies to tickets.
 */
export const INBOX_EVENTS = [...NOTIFICATION_EVENTS, 'ticketAssigned', 'invoicePaid'] as const;
export type InboxEvent = (typeof INBOX_EVENTS)[number];
