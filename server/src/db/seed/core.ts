import type { Kysely } from 'kysely';
import { hashPassword } from '../../lib/passwords';
import type { Database } from '../database';
import type { SeedData } from './data/schema';
import { insertMany } from './insert';

/** Demo accounts (passwords stored as argon2id hashes) and their rules. */
export async function seedCore(db: Kysely<Database>, data: SeedData, createdAt: string) {
  const accounts = await Promise.all(
    data.accounts.map(async (account) => ({
      id: account.id,
      full_name: account.fullName,
      username: account.username,
      email: account.email,
      password_hash: await hashPassword(account.password),
      avatar: account.avatar,
      role: account.role,
      two_step_phone: account.twoStepPhone,
      deactivated: account.deactivated === true,
      created_at: createdAt,
    })),
  );
  await insertMany(db, 'accounts', accounts);
  await insertMany(
    db,
    'account_rules',
    data.accounts.flatMap((account) =>
      account.abilityRules.map((rule, position) => ({
        account_id: account.id,
        position,
        action: rule.action,
        subject: rule.subject,
      })),
    ),
  );
}
