import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emailComposeResponseSchema, emailsResponseSchema } from '@portal/contract';
import {
  call,
  currentTestApp,
  seedData,
  signIn,
  storedEmail,
  storedEmailFiles,
  storedFile,
  storedRowCount,
  testClock,
  useTestApp,
} from '../testing';

useTestApp();
afterEach(() => vi.restoreAllMocks());

let admin = '';
beforeEach(async () => {
  admin = await signIn();
});

async function list(query = '') {
  const { status, body } = await call(`/api/apps/email${query}`, { token: admin });
  expect(status).toBe(200);
  return emailsResponseSchema.parse(body);
}
const subjects = (r: { emails: { subject: string }[] }) => r.emails.map((e) => e.subject);

/** The raw answer: status and body text (a 201 here has no body at all). */
async function post(json: unknown) {
  const response = await currentTestApp().app.request('http://localhost/api/apps/email', {
    method: 'POST',
    headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(json),
  });
  return { status: response.status, text: await response.text() };
}

const compose = (json: unknown, token = admin) =>
  call('/api/apps/email/compose', { method: 'POST', json, token });

/** The labels stored for an e-mail, in order. */
const storedLabels = async (id: number) => (await storedEmail(id))?.labels;

/** The e-mail as the mailbox answers it (from any view). */
async function answered(id: number) {
  for (const filter of ['inbox', 'sent', 'draft', 'spam', 'trashed']) {
    const found = (await list(`?filter=${filter}`)).emails.find((e) => e.id === id);
    if (found) return found;
  }
  return undefined;
}

describe('GET /api/apps/email', () => {
  it('answers the inbox by default, newest first, with the counts', async () => {
    const inbox = await list();
    expect(inbox.emails.every((e) => e.folder === 'inbox' && !e.isDeleted)).toBe(true);
    expect(subjects(inbox)[0]).toBe('Quarterly billing report');
    expect(inbox.emails).toHaveLength(6);
    expect(inbox.emailsMeta).toEqual({ inbox: 3, draft: 1, spam: 1, star: 2 });
  });

  it('answers every seeded e-mail as the seed has it, replies included', async () => {
    const all = (
      await Promise.all(
        ['inbox', 'sent', 'draft', 'spam', 'trashed'].map(
          async (f) => (await list(`?filter=${f}`)).emails,
        ),
      )
    ).flat();
    expect([...all].sort((a, b) => a.id - b.id)).toEqual(seedData().emails);
    expect(all.find((e) => e.id === 1)?.replies.map((r) => r.id)).toEqual([1001]);
  });

  it('filters by folder, starred, trashed and label; q matches sender name or subject', async () => {
    expect(subjects(await list('?filter=spam'))).toEqual(['You won a cruise!!!', 'Discount offer']);
    expect(subjects(await list('?filter=sent'))).toEqual(['Re: Budget for next year']);
    expect(subjects(await list('?filter=draft'))).toEqual(['Draft: onboarding checklist']);
    expect(subjects(await list('?filter=starred'))).toEqual([
      'Quarterly billing report',
      'Holiday plans',
    ]);
    expect(subjects(await list('?filter=trashed'))).toEqual(['Old newsletter']);
    expect(subjects(await list('?label=important'))).toEqual([
      'Quarterly billing report',
      'Password policy update',
    ]);
    expect(subjects(await list('?q=nadia'))).toEqual(['Team lunch on Friday']);
    expect(subjects(await list('?q=INVOICE'))).toEqual(['Invoice layout feedback']);
    expect((await call('/api/apps/email?filter=archive', { token: admin })).status).toBe(400);
  });

  it('a label wins over the filter and shows that label in any folder, never trashed mail', async () => {
    await post({ ids: [7, 11], label: 'important' });
    expect(subjects(await list('?filter=sent&label=important'))).toEqual([
      'Quarterly billing report',
      'Password policy update',
      'You won a cruise!!!',
    ]);
  });

  it('q treats LIKE wildcards as text', async () => {
    expect((await list('?q=%25')).emails).toEqual([]);
    expect((await list('?q=_')).emails).toEqual([]);
  });

  it('needs a signed-in caller', async () => {
    expect(await call('/api/apps/email')).toEqual({
      status: 401,
      body: { message: 'Unauthorized' },
    });
  });
});

describe('POST /api/apps/email', () => {
  it('toggles a label: added when absent, removed when present; 201 with no body', async () => {
    expect(await post({ ids: [2, 3], label: 'important' })).toEqual({ status: 201, text: '' });
    expect(await storedLabels(2)).toEqual(['company', 'important']);
    expect(await post({ ids: [2], label: 'important' })).toEqual({ status: 201, text: '' });
    expect(await storedLabels(2)).toEqual(['company']);
    expect(await storedLabels(3)).toEqual(['personal', 'important']);
  });

  it('an id listed twice is toggled twice, as one at a time would', async () => {
    expect(await post({ ids: [2, 2, 3], label: 'private' })).toEqual({ status: 201, text: '' });
    expect(await storedLabels(2)).toEqual(['company']);
    expect(await storedLabels(3)).toEqual(['personal', 'private']);
  });

  it('merges data fields and the counts follow', async () => {
    expect(await post({ ids: [2, 3], data: { isRead: true, isStarred: true } })).toEqual({
      status: 201,
      text: '',
    });
    expect((await list()).emailsMeta).toEqual({ inbox: 1, draft: 1, spam: 1, star: 4 });
    await post({ ids: [1], data: { isDeleted: true } });
    expect(subjects(await list('?filter=trashed'))).toContain('Quarterly billing report');
    await post({ ids: [7], data: { folder: 'inbox' } });
    expect(subjects(await list())).toContain('You won a cruise!!!');
  });

  it('refuses bad bodies with field errors and unknown ids with 404, changing nothing', async () => {
    const bad = await call('/api/apps/email', {
      method: 'POST',
      json: { ids: [1], label: 'secret' },
      token: admin,
    });
    expect(bad.status).toBe(400);
    expect(
      (
        await call('/api/apps/email', {
          method: 'POST',
          json: { ids: [1], data: { subject: 'x' } },
          token: admin,
        })
      ).status,
    ).toBe(400);
    expect(
      await call('/api/apps/email', {
        method: 'POST',
        json: { ids: [99], label: 'private' },
        token: admin,
      }),
    ).toEqual({
      status: 404,
      body: { message: 'Email not found' },
    });
    // A known id beside an unknown one is left as it was (all or nothing).
    expect(
      (
        await call('/api/apps/email', {
          method: 'POST',
          json: { ids: [2, 99], data: { isStarred: true } },
          token: admin,
        })
      ).status,
    ).toBe(404);
    expect((await storedEmail(2))?.isStarred).toBeFalsy();
    // A reply kept only in its thread is no mailbox message.
    expect(
      (
        await call('/api/apps/email', {
          method: 'POST',
          json: { ids: [1001], data: { isStarred: true } },
          token: admin,
        })
      ).status,
    ).toBe(404);
  });

  it('is forbidden to a read-only account', async () => {
    const client = await signIn('client@demo.com');
    expect(
      await call('/api/apps/email', {
        method: 'POST',
        json: { ids: [2], label: 'private' },
        token: client,
      }),
    ).toEqual({ status: 403, body: { message: 'Forbidden' } });
  });
});

describe('POST /api/apps/email/compose', () => {
  it('sends a message into Sent, keeps a draft, replies inside the thread', async () => {
    const sent = await compose({
      to: ['client@demo.com'],
      subject: 'Hello',
      message: '<p>Hi</p>',
      action: 'send',
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      email: {
        folder: 'sent',
        subject: 'Hello',
        to: [{ email: 'client@demo.com', name: 'Jane Doe' }],
      },
    });
    expect(subjects(await list('?filter=sent'))).toContain('Hello');

    const draft = await compose({ to: [], subject: 'Later', action: 'draft' });
    const draftId = (draft.body as { email: { id: number } }).email.id;
    expect(subjects(await list('?filter=draft'))).toContain('Later');
    await compose({ to: ['client@demo.com'], subject: 'Later', action: 'send', draftId });
    expect(subjects(await list('?filter=draft'))).not.toContain('Later');

    await compose({
      to: ['lucia.ferrer@example.com'],
      subject: 'Re: Quarterly billing report',
      message: '<p>Done</p>',
      action: 'send',
      inReplyTo: 1,
    });
    const first = (await list()).emails.find((e) => e.id === 1);
    expect(first?.replies.map((r) => r.message)).toContain('<p>Done</p>');
  });

  it('answers the new message in full: id = largest mailbox id + 1, from the owner, now', async () => {
    const now = new Date('2026-11-24T08:00:00.000Z');
    vi.spyOn(testClock(), 'now').mockReturnValue(now);
    const { status, body } = await compose({
      to: ['client@demo.com', 'someone@example.com'],
      cc: ['cc@example.com'],
      bcc: ['bcc@example.com'],
      subject: '  Spaced  ',
      message: '<p>Hi</p>',
      action: 'send',
    });
    expect(status).toBe(201);
    expect(emailComposeResponseSchema.parse(body).email).toEqual({
      id: 12,
      from: { email: 'admin@demo.com', name: 'John Doe', avatar: null },
      to: [
        { email: 'client@demo.com', name: 'Jane Doe', avatar: null },
        { email: 'someone@example.com', name: 'someone@example.com', avatar: null },
      ],
      cc: ['cc@example.com'],
      bcc: ['bcc@example.com'],
      subject: 'Spaced',
      message: '<p>Hi</p>',
      attachments: [],
      isStarred: false,
      labels: [],
      time: now.toISOString(),
      replies: [],
      folder: 'sent',
      isRead: true,
      isDeleted: false,
    });
  });

  it('a reply in the thread keeps the state it was filed with', async () => {
    const reply = await compose({
      to: ['lucia.ferrer@example.com'],
      subject: 'Re: x',
      action: 'send',
      inReplyTo: 1,
    });
    const id = (reply.body as { email: { id: number } }).email.id;
    await post({ ids: [id], data: { isStarred: true, folder: 'inbox' } });
    await post({ ids: [id], label: 'private' });
    const thread = (await list()).emails.find((e) => e.id === 1)?.replies ?? [];
    expect(thread.map((r) => r.id)).toEqual([1001, id]);
    expect(thread[1]).toMatchObject({
      isStarred: false,
      folder: 'sent',
      labels: [],
      isRead: true,
      isDeleted: false,
    });
  });

  it('a draft, draftId or inReplyTo that is not there is 404 and stores nothing', async () => {
    const before = await storedRowCount('emails');
    for (const extra of [{ inReplyTo: 999 }, { draftId: 2 }, { draftId: 999 }]) {
      expect(await compose({ to: ['a@example.com'], action: 'send', ...extra })).toEqual({
        status: 404,
        body: { message: 'Email not found' },
      });
    }
    expect(await storedRowCount('emails')).toBe(before);
    expect(await storedEmail(2)).toBeDefined();
  });

  it('the same draft sent twice at once: one is sent, the other is 404', async () => {
    const draft = await compose({ to: [], subject: 'Twice', action: 'draft' });
    const draftId = (draft.body as { email: { id: number } }).email.id;
    const both = await Promise.all([
      compose({ to: ['a@example.com'], subject: 'Twice', action: 'send', draftId }),
      compose({ to: ['a@example.com'], subject: 'Twice', action: 'send', draftId }),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 404]);
    expect(both.find((answer) => answer.status === 404)?.body).toEqual({
      message: 'Email not found',
    });
    expect(subjects(await list('?filter=sent')).filter((s) => s === 'Twice')).toHaveLength(1);
    expect(subjects(await list('?filter=draft'))).not.toContain('Twice');
  });

  it('a failure half-way through leaves nothing written (files, e-mail, reply)', async () => {
    const counts = async () =>
      Promise.all(
        (
          ['emails', 'email_recipients', 'email_attachments', 'email_replies', 'files'] as const
        ).map(storedRowCount),
      );
    const before = await counts();
    // The clock breaks once the draft is taken out, before the new message is written
    // (its first reading is the caller's session).
    const clock = testClock();
    const realNow = clock.now.bind(clock);
    vi.spyOn(clock, 'now')
      .mockImplementationOnce(realNow)
      .mockImplementationOnce(() => {
        throw new Error('clock broke');
      });
    const answer = await compose({
      to: ['lucia.ferrer@example.com'],
      action: 'send',
      inReplyTo: 1,
      draftId: 10,
      attachments: [
        { fileName: 'a.txt', type: 'text/plain', data: Buffer.from('a').toString('base64') },
      ],
    });
    expect(answer).toEqual({ status: 500, body: { message: 'Something went wrong' } });
    expect(await counts()).toEqual(before);
    expect((await storedEmail(10))?.folder).toBe('draft');
  });

  it('a message to send needs a recipient', async () => {
    const answer = await compose({ to: [], subject: 'x', action: 'send' });
    expect(answer).toEqual({
      status: 400,
      body: { errors: { to: ['Add at least one recipient'] } },
    });
  });

  it('is forbidden to a read-only account', async () => {
    const client = await signIn('client@demo.com');
    expect(await compose({ to: ['a@example.com'], action: 'send' }, client)).toEqual({
      status: 403,
      body: { message: 'Forbidden' },
    });
  });
});

describe('attachments', () => {
  const text = (content: string) => Buffer.from(content).toString('base64');

  it('seeded attachments are the files themselves, as data URLs', async () => {
    const [report, totals] = (await list()).emails[0]?.attachments ?? [];
    expect(report?.fileName).toBe('report-q3.pdf');
    expect(report?.url.startsWith('data:application/pdf;base64,')).toBe(true);
    expect(Buffer.from(report?.url.split(',')[1] ?? '', 'base64').toString()).toMatch(/^%PDF-1\.4/);
    expect(totals?.fileName).toBe('totals.csv');
    expect(Buffer.from(totals?.url.split(',')[1] ?? '', 'base64').toString()).toContain(
      'month,total',
    );
  });

  it('compose keeps attached files with the sent message and with a draft', async () => {
    const file = { fileName: 'notes.txt', type: 'text/plain', data: text('hello there') };
    const sent = await compose({
      to: ['client@demo.com'],
      subject: 'Files',
      action: 'send',
      attachments: [file],
    });
    expect(sent.status).toBe(201);
    const stored = (await list('?filter=sent')).emails.find((e) => e.subject === 'Files');
    expect(stored?.attachments).toEqual([
      expect.objectContaining({
        fileName: 'notes.txt',
        url: `data:text/plain;base64,${text('hello there')}`,
        size: '11 B',
      }),
    ]);
    await compose({ to: [], subject: 'Draft files', action: 'draft', attachments: [file] });
    const draft = (await list('?filter=draft')).emails.find((e) => e.subject === 'Draft files');
    expect(draft?.attachments.map((a) => a.fileName)).toEqual(['notes.txt']);
  });

  it('keeps the bytes in files; a replaced draft takes its files with it', async () => {
    const file = { fileName: 'notes.txt', type: 'text/plain', data: text('hello there') };
    const draft = await compose({ to: [], subject: 'D', action: 'draft', attachments: [file] });
    const draftId = (draft.body as { email: { id: number } }).email.id;
    const stored = await storedEmailFiles(draftId);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: 'notes.txt', type: 'text/plain', size: 11 });
    expect(Buffer.from(stored[0]?.data ?? []).toString()).toBe('hello there');
    await compose({ to: ['a@example.com'], action: 'send', draftId });
    expect(await storedFile(stored[0]?.id ?? '')).toBeUndefined();
    expect(await answered(draftId)).toMatchObject({ folder: 'sent', attachments: [] });
  });

  it('refuses a file too large, of another type, or too many files, with field errors', async () => {
    const big = 'A'.repeat(Math.ceil((512 * 1024 * 4) / 3) + 8);
    const answer = await compose({
      to: ['client@demo.com'],
      action: 'send',
      attachments: [
        { fileName: 'big.txt', type: 'text/plain', data: big },
        { fileName: 'page.html', type: 'text/html', data: text('<p>x</p>') },
      ],
    });
    expect(answer).toEqual({
      status: 400,
      body: {
        errors: {
          'attachments.0.data': ['Each attachment must be at most 512 KB'],
          'attachments.1.type': ['Attach a PDF, PNG, JPEG, text or CSV file'],
        },
      },
    });
    const six = Array.from({ length: 6 }, (_, i) => ({
      fileName: `f${i}.txt`,
      type: 'text/plain',
      data: text('x'),
    }));
    expect(await compose({ to: ['client@demo.com'], action: 'send', attachments: six })).toEqual({
      status: 400,
      body: { errors: { attachments: ['Attach at most 5 files'] } },
    });
  });
});
