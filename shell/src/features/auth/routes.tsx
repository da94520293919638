import type { RouteObject } from 'react-router-dom';
import { GuestOnly, LoginGate } from './components/guards';
import { authPaths } from './paths';

/*
 * Each page is its own lazily loaded chunk so the login route stays small. The guards are tiny
 * and load with this table.
 */
const loginPage = async () => ({ Component: (await import('./pages/login-page')).LoginPage });
const registerPage = async () => ({
  Component: (await import('./pages/register-page')).RegisterPage,
});
const registerMultiStepsPage = async () => ({
  Component: (await import('./pages/register-multi-steps-page')).RegisterMultiStepsPage,
});
const forgotPasswordPage = async () => ({
  Component: (await import('./pages/forgot-password-page')).ForgotPasswordPage,
});
const resetPasswordPage = (variant: 'v1' | 'v2') => async () => {
  const { ResetPasswordPage } = await import('./pages/reset-password-page');
  return { Component: () => <ResetPasswordPage variant={variant} /> };
};
const twoStepsPage = (variant: 'v1' | 'v2') => async () => {
  const { TwoStepsPage } = await import('./pages/two-steps-page');
  return { Component: () => <TwoStepsPage variant={variant} /> };
};
const verifyEmailPage = async () => ({
  Component: (await import('./pages/verify-email-page')).VerifyEmailPage,
});

/**
 * Auth screens, to be mounted under a blank-layout parent route. Guards are pathless parents:
 * `/login`, `/register`, `/forgot-password` are for unauthenticated users only;
 * `/authentication/login` also forwards a pending two-step sign-in. Other pages are public.
 */
export const authRoutes: RouteObject[] = [
  {
    element: <GuestOnly />,
    children: [
      { path: authPaths.loginShort.path, lazy: loginPage },
      { path: authPaths.register.path, lazy: registerPage },
      { path: authPaths.forgotPasswordShort.path, lazy: forgotPasswordPage },
    ],
  },
  {
    element: <LoginGate />,
    children: [{ path: authPaths.login.path, lazy: loginPage }],
  },
  { path: authPaths.registerMultiSteps.path, lazy: registerMultiStepsPage },
  { path: authPaths.forgotPassword.path, lazy: forgotPasswordPage },
  { path: authPaths.resetPassword.path, lazy: resetPasswordPage('v1') },
  { path: authPaths.resetPasswordV2.path, lazy: resetPasswordPage('v2') },
  { path: authPaths.twoSteps.path, lazy: twoStepsPage('v1') },
  { path: authPaths.twoStepsV2.path, lazy: twoStepsPage('v2') },
  { path: authPaths.verifyEmail.path, lazy: verifyEmailPage },
];
