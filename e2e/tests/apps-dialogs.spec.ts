import { readFile } from 'node:fs/promises';
import { axeFindings } from './axe-sweep';
import { expect, signInAsAdmin, test } from './fixtures';

test('apps: dialogs pass axe; attachments download and attach; the calendar view is in the URL', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // E-mail: compose with a file attached (scanned before any message is open: axe cannot enter
  // the message's sandboxed, script-less frame), then a real download under its name.
  await signInAsAdmin(page, '/apps/email');
  await expect(page.getByText('Quarterly billing report')).toBeVisible();
  await page.getByRole('button', { name: 'Compose' }).click();
  const compose = page.getByRole('dialog', { name: 'Compose message' });
  await compose.locator('input[type="file"]').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('e2e notes'),
  });
  await expect(compose.getByText('notes.txt')).toBeVisible();
  expect(await axeFindings(page), 'compose').toEqual([]);
  await compose.getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('dialog', { name: 'Discard this message?' })
    .getByRole('button', { name: 'Discard' })
    .click();
  await expect(compose).toBeHidden();

  await page.getByText('Quarterly billing report').click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: /^Download report-q3\.pdf/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('report-q3.pdf');
  expect((await readFile(await download.path())).subarray(0, 8).toString()).toBe('%PDF-1.4');

  // Calendar: the view goes into the URL and Back restores it; the event drawer passes axe.
  await page.goto('/apps/calendar?calendars=Business&calendars=Holiday');
  await expect(page.getByRole('checkbox', { name: 'Personal' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  await expect(page).toHaveURL(/view=timeGridWeek/);
  await page.goBack();
  await expect(page).not.toHaveURL(/view=/);
  await expect(page.locator('.fc-dayGridMonth-view')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Business' })).toBeChecked();
  await page.getByRole('button', { name: 'Add event' }).click();
  await expect(page.getByRole('dialog', { name: 'Add event' })).toBeVisible();
  expect(await axeFindings(page), 'calendar event drawer').toEqual([]);
  await page.keyboard.press('Escape');

  // Kanban: the card's edit drawer.
  await page.goto('/apps/kanban');
  await page
    .getByRole('button', { name: /^Open card / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Edit card' })).toBeVisible();
  expect(await axeFindings(page), 'kanban edit drawer').toEqual([]);
  await page.keyboard.press('Escape');

  // Chat: the contact's details drawer.
  await page.goto('/apps/chat?chat=5');
  await page.getByRole('button', { name: 'Contact details' }).click();
  await expect(page.getByRole('dialog', { name: 'Contact details' })).toBeVisible();
  expect(await axeFindings(page), 'chat details drawer').toEqual([]);
});
