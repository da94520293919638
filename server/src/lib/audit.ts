import type { AuditEvent } from '@portal/contract';
import { randomToken } from './tokens';

/** Who did it: the signed-in account, or the system for automatic changes (overdue sweep). */
export type Actor = AuditEvent['actor'];

export const SYSTEM_ACTOR: Actor = { id: 0, fullName: 'System', email: 'system@hostdesk.example' };

/** Takes the caller (`{ account }`); typed structurally so audit does not import auth. */
export const actorOf = (caller: {
  account: { id: number; fullName: string; email: string };
}): Actor => ({
  id: caller.account.id,
  fullName: caller.account.fullName,
  email: caller.account.email,
});

/**
 * Append one entry to an entity's history and return it. Every status change, payment and
 * approval goes through here, so the detail pages can show who, when, from and to.
 */
export function recordEvent(
  history: AuditEvent[],
  actor: Actor,
  action: string,
  {
    from = null,
    to = null,
    detail = '',
    at = new Date(),
    id = randomToken().slice(0, 16),
  }: {
    /** Seeds pass a stable id so the sample data is the same on every machine. */
    id?: string;
    from?: string | null;
    to?: string | null;
    detail?: string;
    at?: Date;
  } = {},
): AuditEvent {
  const event: AuditEvent = {
    id,
    at: at.toISOString(),
    actor: { ...actor },
    action,
    from,
    to,
    detail,
  };
  history.push(event);
  return event;
}

/** Next id of a collection: max + 1 (ids are never reused, even after deletions). */
export const nextId = (items: readonly { id: number }[], first = 1): number =>
  items.reduce((max, item) => Math.max(max, item.id + 1), first);
