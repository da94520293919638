import { z } from 'zod';

/** Client-side checks of the auth forms; messages are keys of the `auth` namespace. */
const required = z.string().trim().min(1, 'validation.required');
const email = required.pipe(z.email('validation.email'));
const password = z.string().min(8, 'validation.passwordMin');

export const loginFormSchema = z.object({
  email,
  password: z.string().min(1, 'validation.required'),
});

export const forgotFormSchema = z.object({ email });

const passwordsMatch = (v: { password: string; confirmPassword: string }) =>
  v.password === v.confirmPassword;
const passwordsDiffer = { message: 'validation.passwordsDiffer', path: ['confirmPassword'] };
const confirmPassword = z.string().min(1, 'validation.required');
const username = z
  .string()
  .trim()
  .min(3, 'validation.usernameLength')
  .max(30, 'validation.usernameLength');

export const resetFormSchema = z
  .object({ password, confirmPassword })
  .refine(passwordsMatch, passwordsDiffer);

export const accountStepSchema = z
  .object({ username, email, password, confirmPassword })
  .refine(passwordsMatch, passwordsDiffer);

export const registerFormSchema = z.object({
  username,
  email,
  password,
});

export const personalStepSchema = z.object({
  fullName: required,
  contact: z
    .string()
    .trim()
    .regex(/^\+?[\d\s()-]{7,20}$/, 'validation.mobile'),
  country: required,
});

export const PLANS = ['basic', 'team', 'company', 'enterprise'] as const;
export type Plan = (typeof PLANS)[number];

export const cardSchema = z.object({
  cardNumber: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'validation.cardNumber')),
  cardName: required,
  cardExpiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'validation.cardExpiry'),
  cardCvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'validation.cardCvc'),
});

export const invoiceSchema = z.object({
  invoiceCompany: required,
  invoiceAddress: required,
});

export const codeSchema = z.string().regex(/^\d{6}$/, 'validation.code');
