import { createHash } from 'node:crypto';

/** SHA-256 of a string as lowercase hex: what the database keeps of tokens and codes. */
export const sha256Hex = (text: string): string =>
  createHash('sha256').update(text, 'utf8').digest('hex');
