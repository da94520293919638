import { z } from 'zod';
import {
  INPUT_LIMITS,
  PHONE_PATTERN,
  PROFILE_COUNTRIES,
  PROFILE_CURRENCIES,
  PROFILE_LANGUAGES,
  ZIP_PATTERNS,
  type ProfileResponse,
} from '@portal/contract';

/**
 * The account form: the contract's limits, with messages the portal translates. The current
 * password is not among these values: they are autosaved as a draft in localStorage.
 */
export const accountFormSchema = z.object({
  fullName: z.string().trim().min(1).max(INPUT_LIMITS.name),
  email: z.email().max(INPUT_LIMITS.email),
  avatar: z.string(),
  organization: z.string().trim().max(INPUT_LIMITS.name),
  phone: z
    .string()
    .trim()
    .refine((v) => v === '' || PHONE_PATTERN.test(v), 'profile:validation.phone'),
  address: z.string().trim().max(200),
  state: z.string().trim().max(INPUT_LIMITS.country),
  zip: z.string().trim().max(10),
  country: z.enum(PROFILE_COUNTRIES).or(z.literal('')),
  language: z.enum(PROFILE_LANGUAGES),
  timeZone: z.string().max(60),
  currency: z.enum(PROFILE_CURRENCIES),
});
export type AccountFormValues = z.infer<typeof accountFormSchema>;

export const toFormValues = (p: ProfileResponse): AccountFormValues => ({
  fullName: p.fullName,
  email: p.email,
  avatar: p.avatar ?? '',
  organization: p.organization,
  phone: p.phone,
  address: p.address,
  state: p.state,
  zip: p.zip,
  country: p.country,
  language: p.language,
  timeZone: p.timeZone,
  currency: p.currency,
});

/** Rules across fields: zip by country, the password when the e-mail changes. */
export function crossFieldErrors(
  values: AccountFormValues,
  savedEmail: string,
  currentPassword: string,
) {
  const errors: Record<string, string | null> = {};
  const pattern = values.country === '' ? undefined : ZIP_PATTERNS[values.country];
  if (values.zip.trim() !== '' && pattern && !pattern.test(values.zip.trim()))
    errors.zip = 'profile:validation.zip';
  if (values.email.trim().toLowerCase() !== savedEmail.toLowerCase() && currentPassword === '')
    errors.currentPassword = 'profile:validation.passwordForEmail';
  return errors;
}
