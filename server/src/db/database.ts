import type { Generated } from 'kysely';
import type { AppsTables } from './tables/apps';
import type { BillingTables } from './tables/billing';
import type { ContentTables } from './tables/content';
import type { CoreTables } from './tables/core';
import type { DirectoryTables } from './tables/directory';
import type { EnablementsTables } from './tables/enablements';
import type { ProfileTables } from './tables/profile';
import type { TicketsTables } from './tables/tickets';

/** Every table, as its domain declares it: one interface per domain (db/tables), one migration each. */
interface Tables
  extends
    CoreTables,
    DirectoryTables,
    BillingTables,
    EnablementsTables,
    TicketsTables,
    ProfileTables,
    AppsTables,
    ContentTables {}

/**
 * The records a form edits: they carry a version (migration 2026-11-25-10-versions). Each is keyed
 * by `id`, a profile by its account (`account_id`): the version queries take either
 * (`repositories/versions.repository.ts`).
 */
export type VersionedTable =
  | 'invoices'
  | 'facturas'
  | 'notas'
  | 'habilitaciones'
  | 'cambios'
  | 'sofono_lines'
  | 'customers'
  | 'users'
  | 'permissions'
  | 'tickets'
  | 'profiles'
  | 'kanban_items'
  | 'calendar_events';

/**
 * `version` starts at 1 and grows by one with every change (the record's `ETag`); who made the
 * last change and when (null until a change goes through `claimVersion`).
 */
export interface VersionColumns {
  version: Generated<number>;
  changed_by_id: number | null;
  changed_by_name: string | null;
  changed_at: string | null;
}

/** Every table, as Kysely sees it. */
export type Database = {
  [Name in keyof Tables]: Name extends VersionedTable
    ? Tables[Name] & VersionColumns
    : Tables[Name];
};
