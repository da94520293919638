import type { OutboxMessage, OutboxQuery, OutboxResponse } from '@portal/contract';
import type { AppDeps } from '../context';
import { notFound } from '../http/errors';
import { findOutboxMessage, listOutbox } from '../repositories/outbox.repository';

export const OUTBOX_MESSAGES = { notFound: 'Message not found' } as const;

/** The e-mails the server sent, newest first, one page. */
export async function listOutgoingMail(deps: AppDeps, query: OutboxQuery): Promise<OutboxResponse> {
  const { messages, total } = await listOutbox(deps.db, query);
  return { messages, totalMessages: total };
}

/** One e-mail with its body (null for one sent by SMTP), or 404 "Message not found". */
export async function getOutgoingMail(deps: AppDeps, id: number | null): Promise<OutboxMessage> {
  const found = id === null ? undefined : await findOutboxMessage(deps.db, id);
  if (!found) throw notFound(OUTBOX_MESSAGES.notFound);
  return found;
}
