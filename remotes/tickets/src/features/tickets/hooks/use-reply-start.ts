import { versionOf } from '@portal/auth';
import type { StaffRef, TicketDetail, TicketMessage, TicketStatus } from '@portal/contract';
import { useEffect, useRef } from 'react';

/** The ticket as the agent saw it when they started writing: its version and what a reply hangs on. */
export interface ReplyStart {
  /** The version then (sent as `If-Match`), or null when the ticket came without one. */
  version: string | null;
  messageIds: ReadonlySet<string>;
  historyIds: ReadonlySet<string>;
  status: TicketStatus;
  assignee: StaffRef | null;
}

export function replyStartOf(ticket: TicketDetail, version = versionOf(ticket)): ReplyStart {
  return {
    version,
    messageIds: new Set(ticket.messages.map((message) => message.id)),
    historyIds: new Set(ticket.history.map((event) => event.id)),
    status: ticket.status,
    assignee: ticket.assignee,
  };
}

/** What changed since the agent started writing that matters to their reply. */
export interface ReplyChanges {
  /** Messages written since by anyone but the agent (customer or staff). */
  messages: TicketMessage[];
  status: { from: TicketStatus; to: TicketStatus } | null;
  assignee: { from: StaffRef | null; to: StaffRef | null } | null;
  /** Anyone but the agent wrote a message or changed a field since (not only their own changes). */
  byOthers: boolean;
}

export function replyChangesSince(
  start: ReplyStart,
  current: TicketDetail,
  me: { id: number; email: string },
): ReplyChanges {
  const messages = current.messages.filter(
    (message) =>
      !start.messageIds.has(message.id) &&
      !(message.author.kind === 'staff' && message.author.email === me.email),
  );
  const othersHistory = current.history.filter(
    (event) => !start.historyIds.has(event.id) && event.actor.id !== me.id,
  );
  return {
    messages,
    status: start.status === current.status ? null : { from: start.status, to: current.status },
    assignee:
      (start.assignee?.id ?? null) === (current.assignee?.id ?? null)
        ? null
        : { from: start.assignee, to: current.assignee },
    byOthers: messages.length > 0 || othersHistory.length > 0,
  };
}

/**
 * The ticket as it was when the agent started writing (`writing` turned true), kept while they
 * write: the page refetches the ticket in the background on live events, and a reply must not
 * pass for one written against the latest fetch. Forgotten when the text is emptied (sent or
 * cleared), so the next reply starts from the ticket as it is then. A draft restored on opening
 * starts from the version it was typed against (`restoredVersion`), when it kept one.
 */
export function useReplyStart(
  ticket: TicketDetail,
  writing: boolean,
  restoredVersion: string | null | undefined,
) {
  const start = useRef<ReplyStart | null>(null);
  const restoredOnMount = useRef(restoredVersion);
  const latest = useRef(ticket);
  latest.current = ticket;
  useEffect(() => {
    if (!writing) start.current = null;
    else if (start.current === null) {
      start.current = replyStartOf(
        latest.current,
        restoredOnMount.current ?? versionOf(latest.current),
      );
    }
    // Only the first stretch of writing continues a restored draft.
    restoredOnMount.current = undefined;
  }, [writing]);
  return start;
}
