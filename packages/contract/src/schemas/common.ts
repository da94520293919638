import { z } from 'zod';
import { INPUT_LIMITS } from './limits';

/** Body of every 400: field name -> messages. */
export const fieldErrorsSchema = z.object({
  errors: z.record(z.string(), z.array(z.string())),
});
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** Body of 401/403/404/500 answers that carry a message. */
export const messageSchema = z.object({ message: z.string() });

/**
 * Characters that draw nothing: white space, format characters (zero-width space U+200B, word
 * joiner U+2060, soft hyphen, bidi marks…) and the blank Hangul fillers and Braille blank.
 */
const NOTHING_VISIBLE = /^[\s\p{Cf}\p{Zs}\u115F\u1160\u3164\uFFA0\u2800]*$/u;
/** Bidi embedding, override and isolate controls: "\u202Etxt.exe" shows as "exe.txt". */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/u;

/** The reasons of the two text rules, for forms to translate (`issue.params.reason`). */
export const TEXT_RULES = { invisible: 'invisible', bidiControl: 'bidiControl' } as const;

/**
 * A name, title or subject as people type it: trimmed, `min`..`max` characters, at least one
 * visible character when not empty, and no bidi control characters. Refused, never rewritten.
 */
export const visibleText = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine((text) => text === '' || !NOTHING_VISIBLE.test(text), {
      message: 'Enter visible characters',
      params: { reason: TEXT_RULES.invisible },
    })
    .refine((text) => !BIDI_CONTROLS.test(text), {
      message: 'Remove the text-direction control characters',
      params: { reason: TEXT_RULES.bidiControl },
    });

export const sortOrderSchema = z.enum(['asc', 'desc']);
export const PAGE_SIZES = [5, 10, 20, 25, 50, 100] as const;

/**
 * Paging query shared by list endpoints: page 1, 10 per page by default (spec section 9).
 * itemsPerPage -1 means all; otherwise 1..100. Invalid values are a 400, not silently ignored.
 */
export const pagingQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  itemsPerPage: z.coerce
    .number()
    .int()
    .max(100)
    .refine((value) => value === -1 || value >= 1, 'Must be -1 (all) or between 1 and 100')
    .default(10),
  orderBy: sortOrderSchema.optional(),
});

/** A new password: 8-128 characters. */
export const newPasswordSchema = z
  .string()
  .min(INPUT_LIMITS.passwordMin)
  .max(INPUT_LIMITS.passwordMax);

/** An avatar: an http(s) or root-relative URL, or an image data URL, below 1 MB. */
export const avatarSchema = z
  .string()
  .max(INPUT_LIMITS.avatarBytes, 'The avatar must be under 1 MB')
  .refine(
    (value) =>
      value === '' ||
      /^data:image\/(png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/=]+$/.test(value) ||
      /^https?:\/\/[^\s]+$/.test(value) ||
      /^\/[^\s/][^\s]*$/.test(value),
    'Use an image URL or an image data URL',
  );
