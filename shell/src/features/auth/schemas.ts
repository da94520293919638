import { z } from 'zod';

/** Client-side checks of the auth forms; messages are keys of the `auth` namespace (the kit translates them). */
const required = z.string().trim().min(1, 'auth:validation.required');
const email = required.pipe(z.email('auth:validation.email'));
const password = z.string().min(8, 'auth:validation.passwordMin');

export const loginFormSchema = z.object({
  email,
  password: z.string().min(1, 'auth:validation.required'),
});

export const forgotFormSchema = z.object({ email });

const passwordsMatch = (v: { password: string; confirmPassword: string }) =>
  v.password === v.confirmPassword;
const passwordsDiffer = { message: 'auth:validation.passwordsDiffer', path: ['confirmPassword'] };
const confirmPassword = z.string().min(1, 'auth:validation.required');
const username = z
  .string()
  .trim()
  .min(3, 'auth:validation.usernameLength')
  .max(30, 'auth:validation.usernameLength');

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
    .regex(/^\+?[\d\s()-]{7,20}$/, 'auth:validation.mobile'),
  country: required,
});

export const PLANS = ['basic', 'team', 'company', 'enterprise'] as const;
export type Plan = (typeof PLANS)[number];

export const cardSchema = z.object({
  cardNumber: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'auth:validation.cardNumber')),
  cardName: required,
  cardExpiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'auth:validation.cardExpiry'),
  cardCvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'auth:validation.cardCvc'),
});

export const invoiceSchema = z.object({
  invoiceCompany: required,
  invoiceAddress: required,
});

export const codeSchema = z.string().regex(/^\d{6}$/, 'auth:validation.code');
