/** Routes of the auth screens, with the links between them built in one place. */
const withQuery = (path: string, query: Record<string, string | null | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== null && value !== undefined && value !== '') params.set(key, value);
  const search = params.toString();
  return search === '' ? path : `${path}?${search}`;
};

export const authPaths = {
  login: {
    path: '/authentication/login',
    href: (to?: string | null) => withQuery('/authentication/login', { to }),
  },
  loginShort: { path: '/login', href: () => '/login' },
  register: { path: '/register', href: () => '/register' },
  registerMultiSteps: {
    path: '/authentication/register-multi-steps',
    href: () => '/authentication/register-multi-steps',
  },
  forgotPassword: {
    path: '/authentication/forgot-password',
    href: () => '/authentication/forgot-password',
  },
  forgotPasswordShort: { path: '/forgot-password', href: () => '/forgot-password' },
  resetPassword: {
    path: '/authentication/reset-password',
    href: (token: string) => withQuery('/authentication/reset-password', { token }),
  },
  resetPasswordV2: {
    path: '/authentication/reset-password-v2',
    href: (token: string) => withQuery('/authentication/reset-password-v2', { token }),
  },
  twoSteps: {
    path: '/authentication/two-steps',
    href: (to?: string | null) => withQuery('/authentication/two-steps', { to }),
  },
  twoStepsV2: {
    path: '/authentication/two-steps-v2',
    href: (to?: string | null) => withQuery('/authentication/two-steps-v2', { to }),
  },
  verifyEmail: {
    path: '/authentication/verify-email',
    href: (email?: string | null) => withQuery('/authentication/verify-email', { email }),
  },
  /** Where a signed-in user is sent; `/` forwards to the dashboard. */
  home: { path: '/', href: () => '/' },
} as const;
