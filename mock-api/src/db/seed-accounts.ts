import { BILLING_SUBJECTS } from '@portal/contract';
import type { AbilityRule } from '@portal/contract';
import type { Account } from './schema';
import { avatarPath } from './seed-users';

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

/** The demo sign-in accounts. The two-step code is always `TWO_STEP_DEMO_CODE`. */
export function seedAccounts(): Account[] {
  return [
    {
      id: 1,
      fullName: 'John Doe',
      username: 'johndoe',
      password: 'admin',
      avatar: avatarPath(1),
      email: 'admin@demo.com',
      role: 'admin',
      abilityRules: ADMIN_RULES,
      twoStepPhone: null,
    },
    {
      id: 2,
      fullName: 'Jane Doe',
      username: 'janedoe',
      password: 'client',
      avatar: avatarPath(2),
      email: 'client@demo.com',
      role: 'client',
      abilityRules: CLIENT_RULES,
      twoStepPhone: null,
    },
    {
      id: 3,
      fullName: 'Sam Steps',
      username: 'samsteps',
      password: 'twostep',
      avatar: avatarPath(3),
      email: 'twostep@demo.com',
      role: 'admin',
      abilityRules: ADMIN_RULES,
      twoStepPhone: '+1 (555) 010-4321',
    },
    {
      id: 4,
      fullName: 'Ada Auditor',
      username: 'adaauditor',
      password: 'auditor',
      avatar: avatarPath(4),
      email: 'auditor@demo.com',
      role: 'auditor',
      abilityRules: AUDITOR_RULES,
      twoStepPhone: null,
    },
    {
      id: 5,
      fullName: 'Alex Agent',
      username: 'alexagent',
      password: 'agent',
      avatar: avatarPath(5),
      email: 'agent@demo.com',
      role: 'agent',
      abilityRules: AGENT_RULES,
      twoStepPhone: null,
    },
  ];
}
