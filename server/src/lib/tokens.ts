import { randomBytes } from 'node:crypto';

/** Opaque random token (hex, 256 bits) for sessions, two-step and reset grants. */
export const randomToken = (): string => randomBytes(32).toString('hex');

/** A short random id (hex, 64 bits) for rows whose id is shown but guesses nothing. */
export const randomId = (): string => randomBytes(8).toString('hex');
