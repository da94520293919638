import { describe, expect, it } from 'vitest';
import { isGuest, isLightPath } from './decide';

describe('the page entry: light sign-in page or federated shell', () => {
  it.each([
    ['/authentication/login', true],
    ['/authentication/login/', true],
    ['/login', true],
    ['/', false],
    ['/authentication/two-steps', false],
    ['/dashboards/crm', false],
  ])('%s is a light path: %s', (path, expected) => {
    expect(isLightPath(path)).toBe(expected);
  });

  it.each([
    ['', true],
    ['HostDesk-language=fr; HostDesk-theme=dark', true],
    ['HostDesk-signedIn=', true],
    ['HostDesk-signedIn=1', false],
    ['a=1; HostDesk-twoStepPending=1', false],
    // Tokens a script wrote before the server set them HttpOnly.
    ['HostDesk-accessToken=', true],
    ['HostDesk-accessToken=abc', false],
    ['a=1; HostDesk-twoStepToken=t0k', false],
    // A hand-written cookie still goes to the full shell, whose guards ask the API.
    ['HostDesk-signedIn=%', false],
  ])('cookie "%s" is a guest: %s', (cookie, expected) => {
    expect(isGuest(cookie)).toBe(expected);
  });
});
