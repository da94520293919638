import type { Generated } from 'kysely';

/** Users of the template's user app, permissions and the roles built on them. */
export interface DirectoryTables {
  users: {
    id: Generated<number>;
    full_name: string;
    /** `sortKey(full_name)` (db/dialect.ts): orders alike in both dialects. */
    full_name_key: string;
    company: string;
    role: string;
    username: string;
    country: string;
    contact: string;
    email: string;
    email_key: string;
    current_plan: string;
    status: string;
    avatar: string;
    task_done: number;
    project_done: number;
    tax_id: string;
    language: string;
  };
}
