import type { AppsTables } from './tables/apps';
import type { BillingTables } from './tables/billing';
import type { ContentTables } from './tables/content';
import type { CoreTables } from './tables/core';
import type { DirectoryTables } from './tables/directory';
import type { EnablementsTables } from './tables/enablements';
import type { ProfileTables } from './tables/profile';
import type { TicketsTables } from './tables/tickets';

/** Every table, as Kysely sees it: one interface per domain (db/tables), one migration each. */
export interface Database
  extends
    CoreTables,
    DirectoryTables,
    BillingTables,
    EnablementsTables,
    TicketsTables,
    ProfileTables,
    AppsTables,
    ContentTables {}
