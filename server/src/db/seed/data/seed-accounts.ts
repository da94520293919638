import { ADMIN_RULES, AGENT_RULES, AUDITOR_RULES, CLIENT_RULES } from '../../../lib/rules';
import type { Account } from './schema';
import { avatarPath } from './seed-users';

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
