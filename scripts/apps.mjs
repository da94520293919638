// Where each app lives and which port serves it (DEVELOPERS: shell 3000, remotes 3001-3005).
export const APPS = [
  { name: 'shell', dir: 'shell', port: 3000 },
  { name: 'billing', dir: 'remotes/billing', port: 3001 },
  { name: 'tickets', dir: 'remotes/tickets', port: 3002 },
  { name: 'profile', dir: 'remotes/profile', port: 3003 },
  { name: 'apps-demo', dir: 'remotes/apps-demo', port: 3004 },
  { name: 'ui-demo', dir: 'remotes/ui-demo', port: 3005 },
];
