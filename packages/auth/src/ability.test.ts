import { buildAbility, canAccess, type Actions } from './ability';

const admin = buildAbility([{ action: 'manage', subject: 'all' }]);
const client = buildAbility([{ action: 'read', subject: 'AclDemo' }]);
const nobody = buildAbility([]);

describe('abilities', () => {
  it.each<[string, ReturnType<typeof buildAbility>, Actions, string, boolean]>([
    ['admin', admin, 'read', 'AclDemo', true],
    ['admin', admin, 'delete', 'User', true],
    ['admin', admin, 'manage', 'Invoice', true],
    ['admin', admin, 'create', 'Ticket', true],
    ['client', client, 'read', 'AclDemo', true],
    ['client', client, 'update', 'AclDemo', false],
    ['client', client, 'read', 'User', false],
    ['client', client, 'delete', 'User', false],
    ['client', client, 'manage', 'all', false],
    ['client', client, 'manage', 'AclDemo', false],
    ['nobody', nobody, 'read', 'AclDemo', false],
    ['nobody', nobody, 'manage', 'all', false],
  ])('%s can %s %s: %s', (_who, ability, action, subject, expected) => {
    expect(ability.can(action, subject)).toBe(expected);
  });

  it('canAccess lets everyone through when no ability is required', () => {
    expect(canAccess(nobody, undefined)).toBe(true);
    expect(canAccess(nobody, { action: 'read', subject: 'AclDemo' })).toBe(false);
    expect(canAccess(client, { action: 'read', subject: 'AclDemo' })).toBe(true);
  });
});
