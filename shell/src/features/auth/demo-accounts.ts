/** Demo accounts of the mock API, listed on the login page. Add an entry to list another. */
export interface DemoAccount {
  email: string;
  password: string;
  /** Key in the `auth` namespace describing the account. */
  descriptionKey: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'admin@demo.com', password: 'admin', descriptionKey: 'login.demo.admin' },
  { email: 'client@demo.com', password: 'client', descriptionKey: 'login.demo.client' },
  { email: 'twostep@demo.com', password: 'twostep', descriptionKey: 'login.demo.twostep' },
  { email: 'auditor@demo.com', password: 'auditor', descriptionKey: 'login.demo.auditor' },
  { email: 'agent@demo.com', password: 'agent', descriptionKey: 'login.demo.agent' },
];
