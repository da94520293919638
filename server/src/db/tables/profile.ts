import type { Generated, SqlBool } from 'kysely';
import type { HistoryTable } from './core';

/**
 * The self-service profile beside the core `profiles` row (one per account, made on first use):
 * cards, charges and connections belong to that row. Amounts are integer cents (USD);
 * timestamps ISO-8601 text.
 */
export interface ProfileTables {
  /** Cards as kept: never the number or the CVC. `seq`: the order they were added in. */
  profile_payment_methods: {
    id: string;
    account_id: number;
    seq: number;
    brand: string;
    last4: string;
    holder: string;
    expiry: string;
    /** One primary card per account at most (partial unique index). */
    is_primary: Generated<SqlBool>;
  };
  /** Receipts of plan changes, newest first (`seq` breaks ties of the same instant). */
  profile_charges: {
    id: string;
    account_id: number;
    seq: number;
    charged_at: string;
    plan: string;
    cycle: string;
    amount: number;
    credit: number;
    status: string;
    /** `visa •••• 4242`: the card charged, or null when nothing was charged. */
    card: string | null;
  };
  /** The connections that are on (`CONNECTION_IDS`). */
  profile_connections: {
    account_id: number;
    connection: string;
  };
  /** Deactivation, reactivation, password, two-step and plan changes of an account. */
  account_history: HistoryTable;
}
