import type { Migration } from 'kysely';
import * as core from './2026-11-25-01-core';
import * as directory from './2026-11-25-02-directory';
import * as billing from './2026-11-25-03-billing';
import * as enablements from './2026-11-25-04-enablements';
import * as tickets from './2026-11-25-05-tickets';
import * as profile from './2026-11-25-06-profile';
import * as apps from './2026-11-25-07-apps';
import * as content from './2026-11-25-08-content';
import * as authAttempts from './2026-11-25-09-auth-attempts';
import * as versions from './2026-11-25-10-versions';
import * as events from './2026-11-25-11-events';
import * as outbox from './2026-11-25-12-outbox';
import * as chatColleagues from './2026-11-27-13-chat-colleagues';
import * as listSearch from './2026-11-27-14-list-search';
import * as unassignedSla from './2026-11-28-15-unassigned-sla';
import * as helpCenterLanguages from './2026-11-28-16-help-center-languages';
import * as scale from './2026-12-02-23-scale';

/**
 * Every migration, by name; they run in name order, forward only. Add a new file for each
 * change of schema (never edit one that has shipped) and list it here.
 */
export const migrations: Record<string, Migration> = {
  '2026-11-25-01-core': core,
  '2026-11-25-02-directory': directory,
  '2026-11-25-03-billing': billing,
  '2026-11-25-04-enablements': enablements,
  '2026-11-25-05-tickets': tickets,
  '2026-11-25-06-profile': profile,
  '2026-11-25-07-apps': apps,
  '2026-11-25-08-content': content,
  '2026-11-25-09-auth-attempts': authAttempts,
  '2026-11-25-10-versions': versions,
  '2026-11-25-11-events': events,
  '2026-11-25-12-outbox': outbox,
  '2026-11-27-13-chat-colleagues': chatColleagues,
  '2026-11-27-14-list-search': listSearch,
  '2026-11-28-15-unassigned-sla': unassignedSla,
  '2026-11-28-16-help-center-languages': helpCenterLanguages,
  '2026-12-02-23-scale': scale,
};
