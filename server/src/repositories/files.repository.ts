import type { Kysely } from 'kysely';
import type { Database } from '../db/database';

export interface StoredFile {
  id: string;
  name: string;
  type: string;
  size: number;
  data: Buffer;
}

export async function insertFile(
  db: Kysely<Database>,
  file: StoredFile & { createdAt: string; accountId: number | null },
): Promise<void> {
  await db
    .insertInto('files')
    .values({
      id: file.id,
      name: file.name,
      type: file.type,
      size: file.size,
      data: file.data,
      created_at: file.createdAt,
      account_id: file.accountId,
    })
    .execute();
}

export async function findFile(db: Kysely<Database>, id: string): Promise<StoredFile | undefined> {
  const row = await db
    .selectFrom('files')
    .select(['id', 'name', 'type', 'size', 'data'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { ...row, data: Buffer.from(row.data) };
}

export async function deleteFiles(db: Kysely<Database>, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await db.deleteFrom('files').where('id', 'in', ids).execute();
}
