import { z } from 'zod/mini';

/*
 * Client-side checks of the auth forms; messages are keys of the `auth` namespace (the kit
 * translates them). zod/mini, like the contract's sign-in schemas: the light sign-in page ships
 * without classic zod.
 */
const required = z.string().check(z.trim(), z.minLength(1, 'auth:validation.required'));
const email = z.pipe(required, z.email('auth:validation.email'));
const password = z.string().check(z.minLength(8, 'auth:validation.passwordMin'));

export const loginFormSchema = z.object({
  email,
  password: z.string().check(z.minLength(1, 'auth:validation.required')),
});

export const forgotFormSchema = z.object({ email });

const passwordsMatch = (v: { password: string; confirmPassword: string }) =>
  v.password === v.confirmPassword;
const passwordsDiffer = { message: 'auth:validation.passwordsDiffer', path: ['confirmPassword'] };
const confirmPassword = z.string().check(z.minLength(1, 'auth:validation.required'));
const username = z
  .string()
  .check(
    z.trim(),
    z.minLength(3, 'auth:validation.usernameLength'),
    z.maxLength(30, 'auth:validation.usernameLength'),
  );

export const resetFormSchema = z
  .object({ password, confirmPassword })
  .check(z.refine(passwordsMatch, passwordsDiffer));

export const accountStepSchema = z
  .object({ username, email, password, confirmPassword })
  .check(z.refine(passwordsMatch, passwordsDiffer));

export const registerFormSchema = z.object({
  username,
  email,
  password,
});

export const personalStepSchema = z.object({
  fullName: required,
  contact: z.string().check(z.trim(), z.regex(/^\+?[\d\s()-]{7,20}$/, 'auth:validation.mobile')),
  country: required,
});

export const PLANS = ['basic', 'team', 'company', 'enterprise'] as const;
export type Plan = (typeof PLANS)[number];

export const cardSchema = z.object({
  cardNumber: z.pipe(
    z.pipe(
      z.string(),
      z.transform((v) => v.replace(/[\s-]/g, '')),
    ),
    z.string().check(z.regex(/^\d{12,19}$/, 'auth:validation.cardNumber')),
  ),
  cardName: required,
  cardExpiry: z
    .string()
    .check(z.trim(), z.regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'auth:validation.cardExpiry')),
  cardCvc: z.string().check(z.trim(), z.regex(/^\d{3,4}$/, 'auth:validation.cardCvc')),
});

export const invoiceSchema = z.object({
  invoiceCompany: required,
  invoiceAddress: required,
});

export const codeSchema = z.string().check(z.regex(/^\d{6}$/, 'auth:validation.code'));
