import type { Kysely } from 'kysely';
import type { Database } from '../database';
import { sortKey } from '../dialect';
import type { SeedData } from './data/schema';
import { insertMany } from './insert';

/** The template's 50 users. */
export async function seedDirectory(db: Kysely<Database>, data: SeedData) {
  await insertMany(
    db,
    'users',
    data.users.map((user) => ({
      id: user.id,
      full_name: user.fullName,
      full_name_key: sortKey(user.fullName),
      company: user.company,
      role: user.role,
      username: user.username,
      country: user.country,
      contact: user.contact,
      email: user.email,
      email_key: sortKey(user.email),
      current_plan: user.currentPlan,
      status: user.status,
      avatar: user.avatar,
      task_done: user.taskDone,
      project_done: user.projectDone,
      tax_id: user.taxId,
      language: user.language,
    })),
  );
}
