import type { Generated, SqlBool } from 'kysely';

/**
 * The communication apps: e-mail, chat, calendar and kanban. Times are ISO-8601 text (sort-key
 * collation, so they order by bytes in both dialects); booleans read as `SqlBool`.
 */
export interface AppsTables {
  /**
   * Every e-mail: the mailbox's messages (`in_mailbox`) and the messages that only live inside a
   * thread (a seeded reply). The content (sender, recipients, subject, body, attachments) never
   * changes once written; the mailbox state (folder, flags, labels) does.
   */
  emails: {
    /** The public id, given by the service (the mailbox's largest id + 1). */
    id: number;
    in_mailbox: SqlBool;
    from_email: string;
    from_name: string;
    from_avatar: string | null;
    subject: string;
    /** HTML, shown by the screen only after DOMPurify. */
    message: string;
    time: string;
    folder: string;
    is_starred: SqlBool;
    is_read: SqlBool;
    is_deleted: SqlBool;
  };
  /** To (with name and avatar), cc and bcc (address only), in the order given. */
  email_recipients: {
    email_id: number;
    kind: 'to' | 'cc' | 'bcc';
    position: number;
    address: string;
    name: string | null;
    avatar: string | null;
  };
  /** The labels of a mailbox message, in the order they were put on. */
  email_labels: {
    email_id: number;
    label: string;
    position: number;
  };
  /** Attached files: the bytes are in `files`; the answer's `url` is a data URL of them. */
  email_attachments: {
    email_id: number;
    position: number;
    file_id: string;
  };
  /**
   * The replies shown inside a thread, in order: the content is the `reply_id` e-mail; the state
   * the reply had when it was filed is kept here, as it was (a snapshot: later changes of the
   * sent message do not reach it).
   */
  email_replies: {
    email_id: number;
    position: number;
    reply_id: number;
    folder: string;
    is_starred: SqlBool;
    is_read: SqlBool;
    is_deleted: SqlBool;
    /** JSON array of the labels it had when filed (read-only snapshot, never queried inside). */
    labels: string;
  };

  /**
   * A chat profile per staff account (`account_id`; the seeded one is the admin's). Its id is the
   * account's id in the chat: its `senderId`, and its contact id for colleagues.
   */
  chat_profile: {
    id: number;
    account_id: number | null;
    full_name: string;
    role: string;
    about: string;
    avatar: string | null;
    status: string;
    two_step_enabled: SqlBool;
    notifications_on: SqlBool;
  };
  chat_contacts: {
    id: number;
    full_name: string;
    role: string;
    about: string;
    avatar: string | null;
    status: string;
  };
  /** One conversation per profile and demo contact. */
  chats: {
    id: number;
    /** The chat profile whose chat it is (null only before migration 13 filled it). */
    owner_id: number | null;
    user_id: number;
    /** Unseen messages counted when the chat was last opened or seeded. */
    unseen_msgs: number;
    /** When the chat was last opened: answers that arrive later count as unseen. */
    opened_at: string | null;
  };
  /**
   * Messages in order of `time` (then id). The demo's other side answers a message of the user
   * by rows written at once but dated ahead: `delivered_at` / `seen_at` say when the message
   * counts as delivered / seen, `arrives_at` when an answer shows at all (null: always shown).
   */
  chat_messages: {
    id: Generated<number>;
    chat_id: number;
    sender_id: number;
    message: string;
    time: string;
    is_sent: SqlBool;
    is_delivered: SqlBool;
    is_seen: SqlBool;
    delivered_at: string | null;
    seen_at: string | null;
    arrives_at: string | null;
  };
  /** A conversation between two accounts' chat profiles (`low_id` < `high_id`), stored once. */
  chat_pairs: {
    id: number;
    low_id: number;
    high_id: number;
  };
  /** A message between colleagues: delivered once the recipient's portal fetched it, seen once opened. */
  chat_pair_messages: {
    id: Generated<number>;
    pair_id: number;
    sender_id: number;
    message: string;
    time: string;
    is_delivered: SqlBool;
    is_seen: SqlBool;
  };

  calendar_events: {
    /** Given by the service: the last event's id + 1 (spec 7). */
    id: number;
    title: string;
    start_at: string;
    end_at: string;
    all_day: SqlBool;
    url: string;
    calendar: string;
    location: string;
    description: string;
  };
  calendar_event_guests: {
    event_id: number;
    position: number;
    name: string;
  };

  /** Boards in display order (`position`); titles are unique, ignoring case. */
  kanban_boards: {
    id: number;
    title: string;
    position: number;
  };
  /** Cards; a card is on one board (`board_id`, in `position` order) or, once left out of its board's order, on none. */
  kanban_items: {
    id: number;
    board_id: number | null;
    position: number;
    title: string;
    due_date: string | null;
    comments: string;
    comments_count: number;
    attachments: number;
    image: string | null;
  };
  kanban_item_labels: {
    item_id: number;
    position: number;
    label: string;
  };
  kanban_item_members: {
    item_id: number;
    position: number;
    name: string;
    img: string | null;
  };
}
