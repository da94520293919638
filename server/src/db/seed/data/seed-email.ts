import type { Email, EmailFolder, EmailLabel, EmailPerson } from '@portal/contract';
import { asciiBase64, minimalPdf, toStoredAttachment } from './email-files';

/** The signed-in demo admin is the mailbox owner. */
export const MAILBOX_OWNER: EmailPerson = {
  email: 'admin@demo.com',
  name: 'John Doe',
  avatar: null,
};

const person = (name: string): EmailPerson => ({
  name,
  email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`,
  avatar: null,
});

interface Spec {
  from: EmailPerson;
  to?: EmailPerson[];
  subject: string;
  message: string;
  time: string;
  folder?: EmailFolder;
  labels?: EmailLabel[];
  isStarred?: boolean;
  isRead?: boolean;
  isDeleted?: boolean;
  cc?: string[];
  attachments?: Email['attachments'];
}

/** The demo mailbox: inbox, sent, draft and spam mail with labels, stars, attachments, a thread. */
export function seedEmails(): Email[] {
  const specs: Spec[] = [
    {
      from: person('Lucia Ferrer'),
      subject: 'Quarterly billing report',
      message:
        '<p>Hi John,</p><p>The <b>quarterly billing report</b> is attached. Totals are up 12% on last quarter.</p><p>Regards,<br>Lucia</p>',
      time: '2026-11-20T09:12:00Z',
      labels: ['company', 'important'],
      isStarred: true,
      cc: ['finance@example.com'],
      attachments: [
        toStoredAttachment({
          fileName: 'report-q3.pdf',
          type: 'application/pdf',
          data: asciiBase64(
            minimalPdf(['Quarterly billing report - Q3', 'Totals: up 12% on last quarter']),
          ),
        }),
        toStoredAttachment({
          fileName: 'totals.csv',
          type: 'text/csv',
          data: asciiBase64('month,total\nJuly,41200\nAugust,39850\nSeptember,44310\n'),
        }),
      ],
    },
    {
      from: person('Omar Quinn'),
      subject: 'Invoice layout feedback',
      message:
        '<p>The new invoice layout looks great.</p><script>window.__emailScriptRan = true;</script><img src="x" onerror="window.__emailOnerrorRan = true"><p>One thing: the due date should be bold.</p>',
      time: '2026-11-19T15:40:00Z',
      labels: ['company'],
    },
    {
      from: person('Nadia Risby'),
      subject: 'Team lunch on Friday',
      message:
        '<p>Lunch on Friday at 12:30? Here is the menu:</p><p><img src="https://images.example.com/menu.png" alt="Menu" width="300"></p>',
      time: '2026-11-18T11:05:00Z',
      labels: ['personal'],
    },
    {
      from: person('Aiko Slay'),
      subject: 'Password policy update',
      message: '<p>From next month passwords must be at least 12 characters long.</p>',
      time: '2026-11-17T08:30:00Z',
      labels: ['important'],
      isRead: true,
    },
    {
      from: person('Mateo Quinn'),
      subject: 'Holiday plans',
      message: '<p>I will be away from 22 to 29 December.</p>',
      time: '2026-11-16T17:20:00Z',
      labels: ['private'],
      isRead: true,
      isStarred: true,
    },
    {
      from: person('Priya Ferrer'),
      subject: 'Server maintenance window',
      message: '<p>Maintenance is planned for Sunday 02:00–04:00 UTC.</p>',
      time: '2026-11-15T10:00:00Z',
      labels: ['company'],
      isRead: true,
    },
    {
      from: person('Prize Office'),
      subject: 'You won a cruise!!!',
      message: '<p>Click <a href="https://spam.example.com">here</a> to claim your prize.</p>',
      time: '2026-11-14T03:33:00Z',
      folder: 'spam',
    },
    {
      from: person('Cheap Meds'),
      subject: 'Discount offer',
      message: '<p>Best prices this week only.</p>',
      time: '2026-11-13T02:10:00Z',
      folder: 'spam',
      isRead: true,
    },
    {
      from: MAILBOX_OWNER,
      to: [person('Lucia Ferrer')],
      subject: 'Re: Budget for next year',
      message: '<p>Thanks Lucia, the budget looks fine to me.</p>',
      time: '2026-11-12T16:45:00Z',
      folder: 'sent',
      isRead: true,
    },
    {
      from: MAILBOX_OWNER,
      to: [person('Omar Quinn')],
      subject: 'Draft: onboarding checklist',
      message: '<p>Steps for new staff:</p><ul><li>Accounts</li><li>Laptop</li></ul>',
      time: '2026-11-11T12:00:00Z',
      folder: 'draft',
      isRead: true,
    },
    {
      from: person('Ingrid Risby'),
      subject: 'Old newsletter',
      message: '<p>Last month in review.</p>',
      time: '2026-11-10T09:00:00Z',
      isRead: true,
      isDeleted: true,
    },
  ];
  return specs.map((spec, index) => ({
    id: index + 1,
    from: spec.from,
    to: spec.to ?? [MAILBOX_OWNER],
    subject: spec.subject,
    cc: spec.cc ?? [],
    bcc: [],
    message: spec.message,
    attachments: spec.attachments ?? [],
    isStarred: spec.isStarred ?? false,
    labels: spec.labels ?? [],
    time: spec.time,
    replies:
      index === 0
        ? [
            {
              id: 1001,
              from: MAILBOX_OWNER,
              to: [spec.from],
              subject: `Re: ${spec.subject}`,
              cc: [],
              bcc: [],
              message: '<p>Thanks Lucia, I will read it today.</p>',
              attachments: [],
              isStarred: false,
              labels: [],
              time: '2026-11-20T10:02:00Z',
              folder: 'sent',
              isRead: true,
              isDeleted: false,
            },
          ]
        : [],
    folder: spec.folder ?? 'inbox',
    isRead: spec.isRead ?? false,
    isDeleted: spec.isDeleted ?? false,
  }));
}
