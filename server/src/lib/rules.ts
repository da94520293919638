import { BILLING_SUBJECTS, type AbilityRule } from '@portal/contract';

/** The CASL rules of the demo roles (README, demo accounts). */
export const ADMIN_RULES: AbilityRule[] = [{ action: 'manage', subject: 'all' }];
/** Client accounts (demo client and self-registered accounts) may only read AclDemo. */
export const CLIENT_RULES: AbilityRule[] = [{ action: 'read', subject: 'AclDemo' }];

/** The read-only auditor: read on every billing subject, nothing else. */
export const AUDITOR_RULES: AbilityRule[] = [
  ...BILLING_SUBJECTS.map((subject) => ({ action: 'read', subject })),
  { action: 'read', subject: 'Ticket' },
];

/** The helpdesk agent: manages tickets, reads customers and enablements, nothing else. */
export const AGENT_RULES: AbilityRule[] = [
  { action: 'manage', subject: 'Ticket' },
  { action: 'read', subject: 'Customer' },
  { action: 'read', subject: 'Habilitacion' },
];
