import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe('SERVER_PROCESSES', () => {
  it('is one process unless set', () => {
    expect(loadConfig({}).processes).toBe(1);
    expect(loadConfig({ SERVER_PROCESSES: '2' }).processes).toBe(2);
  });

  it.each(['0', '1.5', 'two', '65'])('refuses %s with one line naming it', (value) => {
    expect(() => loadConfig({ SERVER_PROCESSES: value })).toThrow(ConfigError);
    expect(() => loadConfig({ SERVER_PROCESSES: value })).toThrow(
      /^Invalid configuration:\n {2}SERVER_PROCESSES: /,
    );
  });

  it('refuses the test switch with several processes (a remote would stop in one of them)', () => {
    expect(() => loadConfig({ SERVER_PROCESSES: '2', PORTAL_TEST_CONTROL: '1' })).toThrow(
      'PORTAL_TEST_CONTROL: needs SERVER_PROCESSES=1',
    );
  });
});
