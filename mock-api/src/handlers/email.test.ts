import { beforeEach, describe, expect, it } from 'vitest';
import { emailsResponseSchema } from '@portal/contract';
import { getDb } from '../db/store';
import { BASE_URL, call, signIn, useMockServer } from '../testing/server';

useMockServer();

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

async function post(json: unknown) {
  const response = await fetch(`${BASE_URL}/api/apps/email`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(json),
  });
  return { status: response.status, text: await response.text() };
}

describe('GET /api/apps/email', () => {
  it('answers the inbox by default, newest first, with the counts', async () => {
    const inbox = await list();
    expect(inbox.emails.every((e) => e.folder === 'inbox' && !e.isDeleted)).toBe(true);
    expect(subjects(inbox)[0]).toBe('Quarterly billing report');
    expect(inbox.emails).toHaveLength(6);
    expect(inbox.emailsMeta).toEqual({ inbox: 3, draft: 1, spam: 1, star: 2 });
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
});

describe('POST /api/apps/email', () => {
  it('toggles a label: added when absent, removed when present; 201 with no body', async () => {
    expect(await post({ ids: [2, 3], label: 'important' })).toEqual({ status: 201, text: '' });
    expect(getDb().emails.find((e) => e.id === 2)?.labels).toEqual(['company', 'important']);
    expect(await post({ ids: [2], label: 'important' })).toEqual({ status: 201, text: '' });
    expect(getDb().emails.find((e) => e.id === 2)?.labels).toEqual(['company']);
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

  it('refuses bad bodies with field errors and unknown ids with 404', async () => {
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
  });
});

describe('POST /api/apps/email/compose', () => {
  it('sends a message into Sent, keeps a draft, replies inside the thread', async () => {
    const sent = await call('/api/apps/email/compose', {
      method: 'POST',
      json: { to: ['client@demo.com'], subject: 'Hello', message: '<p>Hi</p>', action: 'send' },
      token: admin,
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

    const draft = await call('/api/apps/email/compose', {
      method: 'POST',
      json: { to: [], subject: 'Later', action: 'draft' },
      token: admin,
    });
    const draftId = (draft.body as { email: { id: number } }).email.id;
    expect(subjects(await list('?filter=draft'))).toContain('Later');
    await call('/api/apps/email/compose', {
      method: 'POST',
      json: { to: ['client@demo.com'], subject: 'Later', action: 'send', draftId },
      token: admin,
    });
    expect(subjects(await list('?filter=draft'))).not.toContain('Later');

    await call('/api/apps/email/compose', {
      method: 'POST',
      json: {
        to: ['lucia.ferrer@example.com'],
        subject: 'Re: Quarterly billing report',
        message: '<p>Done</p>',
        action: 'send',
        inReplyTo: 1,
      },
      token: admin,
    });
    expect(getDb().emails[0]?.replies.map((r) => r.message)).toContain('<p>Done</p>');
  });

  it('a message to send needs a recipient', async () => {
    const answer = await call('/api/apps/email/compose', {
      method: 'POST',
      json: { to: [], subject: 'x', action: 'send' },
      token: admin,
    });
    expect(answer).toEqual({
      status: 400,
      body: { errors: { to: ['Add at least one recipient'] } },
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
    const sent = await call('/api/apps/email/compose', {
      method: 'POST',
      json: { to: ['client@demo.com'], subject: 'Files', action: 'send', attachments: [file] },
      token: admin,
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
    await call('/api/apps/email/compose', {
      method: 'POST',
      json: { to: [], subject: 'Draft files', action: 'draft', attachments: [file] },
      token: admin,
    });
    const draft = (await list('?filter=draft')).emails.find((e) => e.subject === 'Draft files');
    expect(draft?.attachments.map((a) => a.fileName)).toEqual(['notes.txt']);
  });

  it('refuses a file too large, of another type, or too many files, with field errors', async () => {
    const big = 'A'.repeat(Math.ceil((512 * 1024 * 4) / 3) + 8);
    const answer = await call('/api/apps/email/compose', {
      method: 'POST',
      json: {
        to: ['client@demo.com'],
        action: 'send',
        attachments: [
          { fileName: 'big.txt', type: 'text/plain', data: big },
          { fileName: 'page.html', type: 'text/html', data: text('<p>x</p>') },
        ],
      },
      token: admin,
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
    expect(
      await call('/api/apps/email/compose', {
        method: 'POST',
        json: { to: ['client@demo.com'], action: 'send', attachments: six },
        token: admin,
      }),
    ).toEqual({ status: 400, body: { errors: { attachments: ['Attach at most 5 files'] } } });
  });
});
