import { hash, verify } from '@node-rs/argon2';

/** argon2id at OWASP's minimum: 19 MiB, 2 iterations, parallelism 1. */
// `algorithm: 2` is Algorithm.Argon2id (an ambient const enum, not importable as a value here).
const OPTIONS = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

/** False for a wrong password and for a hash that is not argon2 (never throws). */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;
/**
 * Spends the time of one verification when there is no account to check, so an unknown e-mail
 * answers as slowly as a wrong password (no account enumeration by timing).
 */
export async function verifyNothing(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-password');
  await verifyPassword(await dummyHash, password);
}
