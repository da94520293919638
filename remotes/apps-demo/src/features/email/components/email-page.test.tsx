import { screen, waitFor, within } from '@testing-library/react';
import { mockMediaQuery, withMockServer } from '@portal/design/testing';
import { testDb } from '@portal/mock-api/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render-route';

withMockServer();

/** An e-mail's stored flags and labels. */
async function stored(id: number) {
  const email = await testDb()
    .selectFrom('emails')
    .select(['is_starred', 'is_read'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const labels = await testDb()
    .selectFrom('email_labels')
    .select('label')
    .where('email_id', '=', id)
    .orderBy('position')
    .execute();
  return {
    isStarred: Boolean(email.is_starred),
    isRead: Boolean(email.is_read),
    labels: labels.map((l) => l.label),
  };
}

/** The mailbox message written last, with its attached files as the mailbox answers them. */
async function lastEmail() {
  const email = await testDb()
    .selectFrom('emails')
    .select(['id', 'subject', 'folder'])
    .where('in_mailbox', '=', true)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const files = await testDb()
    .selectFrom('email_attachments')
    .innerJoin('files', 'files.id', 'email_attachments.file_id')
    .select(['files.name', 'files.type', 'files.data'])
    .where('email_attachments.email_id', '=', email.id)
    .orderBy('email_attachments.position')
    .execute();
  return {
    subject: email.subject,
    folder: email.folder,
    attachments: files.map((file) => ({
      fileName: file.name,
      url: `data:${file.type};base64,${Buffer.from(file.data).toString('base64')}`,
    })),
  };
}

const row = (id: number) => screen.getByTestId(`email-row-${id}`);
const navCount = (name: RegExp) => screen.getByRole('link', { name });

afterEach(() => vi.restoreAllMocks());

describe('email page', () => {
  it('lists the inbox with counts; star and bulk read change them', async () => {
    const { user } = await renderRoute('/apps/email');
    expect(await screen.findByText('Quarterly billing report')).toBeInTheDocument();
    expect(navCount(/^Inbox/)).toHaveTextContent('3');
    expect(navCount(/^Starred/)).toHaveTextContent('2');

    await user.click(within(row(2)).getByRole('button', { name: 'Star Invoice layout feedback' }));
    await waitFor(() => expect(navCount(/^Starred/)).toHaveTextContent('3'));
    expect((await stored(2)).isStarred).toBe(true);

    const all = screen.getByRole('checkbox', { name: 'Select all emails' });
    await user.click(within(row(2)).getByRole('checkbox'));
    expect(all).toHaveAttribute('data-indeterminate', 'true');
    await user.click(all);
    expect(all).toBeChecked();
    const bar = screen.getByRole('toolbar', { name: 'Actions for 6 selected emails' });
    await user.click(within(bar).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(navCount(/^Inbox/)).not.toHaveTextContent(/\d/));
    const inbox = await testDb()
      .selectFrom('emails')
      .select('id')
      .where('in_mailbox', '=', true)
      .where('folder', '=', 'inbox')
      .execute();
    expect(inbox.length).toBeGreaterThan(0);
    for (const { id } of inbox) expect((await stored(id)).isRead).toBe(true);
  });

  it('folds the folders and labels behind one button on a phone; another folder folds them again', async () => {
    mockMediaQuery('max-width: 47.99em', true);
    const { user, location } = await renderRoute('/apps/email/filter/sent');
    const folders = await screen.findByRole('button', { name: 'Folders: Sent' });
    expect(folders).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Folders' })).not.toBeInTheDocument();
    await user.click(folders);
    expect(folders).toHaveAttribute('aria-expanded', 'true');
    await user.click(navCount(/^Draft/));
    await waitFor(() => expect(location().pathname).toBe('/apps/email/filter/draft'));
    expect(await screen.findByRole('button', { name: 'Folders: Draft' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByRole('navigation', { name: 'Folders' })).not.toBeInTheDocument();
  });

  it('toggles a label on the selection', async () => {
    const { user } = await renderRoute('/apps/email');
    await screen.findByText('Team lunch on Friday');
    await user.click(within(row(3)).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Label' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Important' }));
    await waitFor(async () => expect((await stored(3)).labels).toEqual(['personal', 'important']));
  });

  it('opens an email safely: marks it read, strips script and onerror, blocks remote images', async () => {
    const { user } = await renderRoute('/apps/email');
    await user.click(await screen.findByText('Invoice layout feedback'));
    const frame = await screen.findByTitle('Message: Invoice layout feedback');
    expect(frame).toHaveAttribute('sandbox', '');
    const doc = frame.getAttribute('srcdoc') ?? '';
    expect(doc).toContain('The new invoice layout looks great.');
    expect(doc).not.toMatch(/<script|onerror/i);
    await waitFor(async () => expect((await stored(2)).isRead).toBe(true));

    await user.click(screen.getByRole('button', { name: 'Next email' }));
    expect(await screen.findByTitle('Message: Team lunch on Friday')).toBeInTheDocument();
    expect(screen.getByTitle('Message: Team lunch on Friday').getAttribute('srcdoc')).not.toContain(
      'images.example.com',
    );
  });

  it('composes a message that lands in Sent', async () => {
    const { user } = await renderRoute('/apps/email');
    await screen.findByText('Quarterly billing report');
    await user.click(screen.getByRole('button', { name: 'Compose' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compose message' });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Add at least one recipient')).toBeInTheDocument();
    await user.type(within(dialog).getAllByLabelText('To')[0]!, 'client@demo.com{Enter}');
    await user.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Status update');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Compose message' })).not.toBeInTheDocument(),
    );
    expect(await lastEmail()).toMatchObject({ subject: 'Status update', folder: 'sent' });
  });

  it('offers attachments as downloads; forward and compose carry files, with the size limit', async () => {
    const { user } = await renderRoute('/apps/email');
    await user.click(await screen.findByText('Quarterly billing report'));
    const report = await screen.findByRole('link', { name: /^Download report-q3\.pdf/ });
    expect(report).toHaveAttribute('download', 'report-q3.pdf');
    expect(report.getAttribute('href')).toMatch(/^data:application\/pdf;base64,/);

    await user.click(screen.getByRole('button', { name: 'Forward' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compose message' });
    expect(within(dialog).getByText('totals.csv')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove totals.csv' }));
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(
      input,
      new File([new Uint8Array(600 * 1024)], 'huge.pdf', { type: 'application/pdf' }),
    );
    expect(await within(dialog).findByText('huge.pdf is larger than 512 KB.')).toBeInTheDocument();
    await user.upload(input, new File(['a,b\n1,2\n'], 'data.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByText('data.csv')).toBeInTheDocument();
    await user.type(within(dialog).getAllByLabelText('To')[0]!, 'client@demo.com{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Compose message' })).not.toBeInTheDocument(),
    );
    const sent = await lastEmail();
    expect(sent?.subject).toBe('Fwd: Quarterly billing report');
    expect(sent?.attachments.map((a) => a.fileName)).toEqual(['report-q3.pdf', 'data.csv']);
    expect(sent?.attachments[1]?.url).toBe(`data:text/csv;base64,${btoa('a,b\n1,2\n')}`);
  });

  it('asks before discarding a changed message; Keep editing keeps what was typed', async () => {
    const { user } = await renderRoute('/apps/email');
    await screen.findByText('Quarterly billing report');
    await user.click(screen.getByRole('button', { name: 'Compose' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compose message' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Half written');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('dialog', { name: 'Discard this message?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep editing' }));
    expect(within(dialog).getByRole('textbox', { name: 'Subject' })).toHaveValue('Half written');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard this message?' })).getByRole(
        'button',
        { name: 'Discard' },
      ),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Compose message' })).not.toBeInTheDocument(),
    );
  });

  it('shows a folder and a label from the path', async () => {
    await renderRoute('/apps/email/filter/spam');
    expect(await screen.findByText('You won a cruise!!!')).toBeInTheDocument();
    expect(screen.queryByText('Quarterly billing report')).not.toBeInTheDocument();
  });
});
