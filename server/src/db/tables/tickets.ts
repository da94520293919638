import type { Generated, SqlBool } from 'kysely';
import type { HistoryTable } from './core';

/**
 * The helpdesk: tickets, their messages, attachments, tags, history and search text. Timestamps
 * are ISO-8601 text; the `*_ms` columns are epoch milliseconds the list's SQL does arithmetic on
 * (written from the ticket's SLA clock by every change, never by a read).
 */
export interface TicketsTables {
  tickets: {
    /** The number's digits: `TK-000123` is ticket 123 (both from the `tickets` counter). */
    id: number;
    /** `TK-000123`; unique. */
    number: string;
    subject: string;
    customer_id: number;
    /** The customer as the ticket was opened (a snapshot, as invoices keep it). */
    customer_name: string;
    customer_tax_id: string;
    contact_name: string;
    contact_email: string;
    habilitacion_id: number | null;
    factura_id: number | null;
    category: string;
    priority: string;
    /** 0 (low) to 3 (urgent): the priority sort. */
    priority_rank: number;
    status: string;
    /** The assignee is an account (`a<id>`) or a seeded user (`u<id>`), never both. */
    assignee_account_id: number | null;
    assignee_user_id: number | null;
    /** The assignee's name as assigned (shown in lists and history). */
    assignee_name: string | null;
    team: string | null;
    created_at: string;
    updated_at: string;
    /** The SLA clock (`SlaClock` of the contract). */
    sla_started_at: string;
    sla_paused_ms: number;
    sla_paused_since: string | null;
    sla_first_response_at: string | null;
    sla_resolved_at: string | null;
    /**
     * Due time of the target still running (first response, else resolution) before any running
     * pause; null when both are done. `sla_risk_ms` is when that target turns at risk.
     */
    sla_due_ms: number | null;
    sla_risk_ms: number | null;
    /** `sla_paused_since` in epoch ms. */
    sla_paused_since_ms: number | null;
    /** A target already done was done late (the ticket's state is breached whatever the time). */
    sla_done_breached: SqlBool;
    merged_into_id: number | null;
  };
  /** The thread, in `position` order (1, 2, ...). */
  ticket_messages: {
    id: Generated<number>;
    ticket_id: number;
    position: number;
    /** The message id the contract shows (`t42-m3`). */
    public_id: string;
    kind: string;
    author_kind: string;
    author_name: string;
    author_email: string;
    /** HTML as written (the screens sanitise it). */
    body: string;
    at: string;
  };
  /** A message's attachments; the file (name, type, size, bytes) is in `files`. */
  ticket_attachments: {
    message_id: number;
    position: number;
    file_id: string;
  };
  ticket_tags: {
    ticket_id: number;
    position: number;
    tag: string;
  };
  tickets_history: HistoryTable;
  /** How many tickets hold each status (every status has its row; kept by each change). */
  ticket_status_counts: {
    status: string;
    tickets: number;
  };
  /**
   * What `q` looks through, lower-cased: number, subject, customer and the text of every message
   * (repositories/ticket-search.repository.ts). On PostgreSQL a table with a trigram index; on
   * SQLite an FTS5 (trigram) table whose rowid is the ticket id.
   */
  ticket_search: {
    ticket_id: number;
    text: string;
  };
}
