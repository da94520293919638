import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withMockServer } from '@portal/design/testing';
import type { NotificationSettings } from '@portal/contract';
import { testDb, updateTestProfile } from '@portal/mock-api/testing';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render-route';

const server = withMockServer();
// The form keeps a draft in localStorage: none may reach the next test.
beforeEach(() => localStorage.clear());

const openTab = () => renderRoute('/perfilClient/notification', { as: 'client@demo.com' });
/** What an account that never saved its preferences gets. */
const DEFAULTS: NotificationSettings = {
  timing: 'always',
  events: {
    newSignIn: { email: true, browser: false, inApp: true },
    securityChange: { email: true, browser: false, inApp: true },
    planChange: { email: true, browser: false, inApp: true },
    paymentFailed: { email: true, browser: false, inApp: true },
    ticketReply: { email: true, browser: false, inApp: true },
    serviceSuspended: { email: true, browser: false, inApp: true },
  },
};

const storedSettings = async () => {
  const profile = await testDb()
    .selectFrom('profiles')
    .select('notification_settings')
    .where('account_id', '=', 2)
    .executeTakeFirst();
  return profile && (JSON.parse(profile.notification_settings) as NotificationSettings);
};

describe('notification tab', () => {
  it('saves the events x channels matrix and when to send', async () => {
    const user = userEvent.setup();
    await renderRoute('/perfilClient/notification', { as: 'client@demo.com' });
    const cell = await screen.findByRole('checkbox', {
      name: 'New sign-in to your account: In the app',
    });
    expect(cell).toBeChecked();
    await user.click(cell);
    await user.click(screen.getByRole('combobox', { name: 'When to send' }));
    await user.click(await screen.findByRole('option', { name: 'Once a day (digest)' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(async () =>
      expect(await storedSettings()).toMatchObject({
        timing: 'daily',
        events: { newSignIn: { inApp: false, email: true } },
      }),
    );
  });
});

describe('notification tab, loading and failures', () => {
  it('shows the stored preferences, and Reset undoes unsaved changes', async () => {
    const user = userEvent.setup();
    await updateTestProfile(testDb(), 2, {
      notification_settings: JSON.stringify({
        ...DEFAULTS,
        timing: 'online',
        events: { ...DEFAULTS.events, planChange: { email: false, browser: false, inApp: false } },
      }),
    });
    await openTab();
    const planByEmail = await screen.findByRole('checkbox', { name: 'Plan changed: E-mail' });
    expect(planByEmail).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Payment failed: E-mail' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'When to send' })).toHaveValue(
      "Only when I'm online",
    );
    await user.click(planByEmail);
    expect(planByEmail).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(planByEmail).not.toBeChecked();
  });

  it('keeps the choices and says why when saving fails', async () => {
    const user = userEvent.setup();
    server.use(
      http.put('/api/profile/notification-settings', () =>
        HttpResponse.json({ message: 'x' }, { status: 500 }),
      ),
    );
    await openTab();
    const cell = await screen.findByRole('checkbox', { name: 'Reply to a ticket: E-mail' });
    await user.click(cell);
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    const form = screen.getByRole('form', { name: 'Notifications' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The server could not complete the request. Try again.',
    );
    expect(cell).not.toBeChecked();
    expect(await storedSettings()).toBeUndefined();
  });

  it('reloads the preferences when Retry is pressed after a failed load', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(
        '/api/profile/notification-settings',
        () => HttpResponse.json({ message: 'x' }, { status: 500 }),
        { once: true },
      ),
    );
    await openTab();
    expect(
      await screen.findByText('The server could not complete the request. Try again.'),
    ).toBeVisible();
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('checkbox', { name: 'New sign-in to your account: In the app' }),
    ).toBeChecked();
  });
});

describe('notification tab, browser channel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the browser for permission when the browser channel is turned on, and stores it', async () => {
    const user = userEvent.setup();
    const browser = {
      permission: 'default',
      // As a browser does, the answer becomes the permission.
      requestPermission: vi.fn(() => {
        browser.permission = 'granted';
        return Promise.resolve('granted');
      }),
    };
    vi.stubGlobal('Notification', browser);
    await openTab();
    const cell = await screen.findByRole('checkbox', { name: 'Payment failed: Browser' });
    expect(screen.queryByText('Allow browser notifications')).toBeNull();
    await user.click(cell);
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    await waitFor(async () =>
      expect((await storedSettings())?.events.paymentFailed.browser).toBe(true),
    );
    // Granted: nothing left to ask.
    expect(screen.queryByText('Allow browser notifications')).toBeNull();
  });

  it('explains how to allow notifications the browser blocks', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('Notification', {
      permission: 'denied',
      requestPermission: () => Promise.resolve('denied'),
    });
    await openTab();
    const cell = await screen.findByRole('checkbox', { name: 'Service suspended: Browser' });
    expect(screen.queryByText('Browser notifications are blocked')).toBeNull();
    await user.click(cell);
    expect(screen.getByText('Browser notifications are blocked')).toBeVisible();
    await user.click(cell);
    expect(screen.queryByText('Browser notifications are blocked')).toBeNull();
  });
});
