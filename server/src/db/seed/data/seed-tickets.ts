import {
  HOUR_MS,
  SLA_TARGETS,
  ticketNumber,
  type AbilityRule,
  type AuditEvent,
  type Customer,
  type Habilitacion,
  type StaffRef,
  type Ticket,
  type TicketCategory,
  type TicketMessage,
  type TicketPriority,
  type TicketStatus,
  type TicketTeam,
  type UserDetail,
} from '@portal/contract';
import type { Random } from './prng';
import type { Account } from './schema';

/** The moment the sample tickets are written as of: they cover the 90 days before it. */
export const TICKETS_SEED_NOW = Date.parse('2026-11-23T00:00:00Z');
const DAY_MS = 24 * HOUR_MS;
const SEED_DAYS = 90;

/** The seeded users who also work the helpdesk (besides the accounts that manage tickets). */
const STAFF_USERS = 6;

const managesTickets = (rules: readonly AbilityRule[]) =>
  rules.some(
    (rule) => rule.action === 'manage' && (rule.subject === 'all' || rule.subject === 'Ticket'),
  );

/**
 * Who tickets can be assigned to: the sign-in accounts that manage tickets (`a<id>`, so
 * "Assign to me" works) and the first seeded users (`u<id>`).
 */
export function staffOf(accounts: readonly Account[], users: readonly UserDetail[]): StaffRef[] {
  return [
    ...accounts
      .filter((account) => managesTickets(account.abilityRules))
      .map((account) => ({ id: `a${account.id}`, fullName: account.fullName })),
    ...users.slice(0, STAFF_USERS).map((user) => ({ id: `u${user.id}`, fullName: user.fullName })),
  ];
}

interface Problem {
  category: TicketCategory;
  subject: string;
  body: string;
  reply: string;
  followUp?: string;
  note?: string;
  tags: readonly string[];
}

/** Realistic hosting problems, each with the start of its thread. */
const PROBLEMS: readonly Problem[] = [
  {
    category: 'technical',
    subject: 'Website returns 502 Bad Gateway',
    body: 'Since this morning our site shows <strong>502 Bad Gateway</strong> on every page. We have not changed anything.',
    reply:
      'Thanks for the report. The PHP-FPM pool on your server ran out of workers; we restarted it and raised the limit. Can you confirm the site loads now?',
    followUp: 'It loads again, but it was very slow for a few minutes after.',
    note: 'Pool max_children was 5. Raised to 20; watch memory on this VPS.',
    tags: ['outage', 'php'],
  },
  {
    category: 'technical',
    subject: 'WordPress admin very slow after plugin update',
    body: 'After updating plugins yesterday the WordPress dashboard takes 20 seconds to load.',
    reply:
      'We see a slow query from the statistics plugin on every admin page. Disabling it brings load time under a second. Would you like us to disable it?',
    followUp: 'Yes please, disable it.',
    tags: ['wordpress', 'performance'],
  },
  {
    category: 'technical',
    subject: 'Disk quota exceeded on VPS',
    body: 'We get "No space left on device" errors when uploading files.',
    reply:
      'Your VPS disk is 99% full: 38 GB are old backups in /var/backups. Shall we remove backups older than 30 days?',
    note: 'Customer keeps local backups; suggest the Cloud backup add-on.',
    tags: ['disk', 'vps'],
  },
  {
    category: 'technical',
    subject: 'Database connection errors at peak hours',
    body: 'Our shop shows "Error establishing a database connection" every evening around 8 pm.',
    reply:
      'MySQL reaches its max_connections limit during your evening peak. We increased it and enabled persistent connections.',
    followUp: 'Better yesterday, but we saw the error twice.',
    note: 'Consider moving them to a dedicated DB server; escalate if it recurs.',
    tags: ['database', 'performance'],
  },
  {
    category: 'technical',
    subject: 'Cron jobs stopped running',
    body: 'Our nightly import cron has not run since Monday.',
    reply:
      'The cron file had Windows line endings after your last upload, so cron ignored it. We converted it and the job ran at 02:00 as expected.',
    tags: ['cron'],
  },
  {
    category: 'technical',
    subject: 'Need SSH access for a new developer',
    body: 'Please create SSH access for our new developer; their public key is attached.',
    reply: 'Done: the key is installed for the user deploy. Access is limited to your web root.',
    tags: ['ssh', 'access'],
  },
  {
    category: 'domains',
    subject: 'Domain transfer stuck in pending',
    body: 'We started the transfer of our .com five days ago and it still shows pending.',
    reply:
      'The losing registrar has not released the domain yet. We sent them a reminder; transfers can take up to 7 days.',
    followUp: 'Any news? The old registrar says it is on your side.',
    tags: ['transfer'],
  },
  {
    category: 'domains',
    subject: 'DNS changes not propagating',
    body: 'We changed the A record two days ago but some visitors still reach the old server.',
    reply:
      'The old record had a 48-hour TTL, so some resolvers still cache it. It will clear by tonight; we lowered the TTL to 300 for future changes.',
    tags: ['dns'],
  },
  {
    category: 'domains',
    subject: 'SSL certificate expired on subdomain',
    body: 'The browser warns that shop.our-domain has an expired certificate.',
    reply:
      'The automatic renewal failed because the subdomain pointed elsewhere during validation. We reissued the certificate; it is valid for 90 days.',
    note: 'AutoSSL validation failing for 3 customers this week: check the DNS check timeout.',
    tags: ['ssl'],
  },
  {
    category: 'domains',
    subject: 'Domain renewal failed, site offline',
    body: 'Our site is offline and the registrar page says the domain expired!',
    reply:
      'The renewal payment was declined. We renewed it manually as a courtesy; please update the card on file.',
    tags: ['renewal', 'outage'],
  },
  {
    category: 'email',
    subject: 'Emails going to spam at Gmail',
    body: 'Our invoices sent from billing@ end up in the spam folder of customers using Gmail.',
    reply:
      'Your domain had no DKIM signature and the SPF record missed our relay. We added both; new messages should pass authentication.',
    followUp: 'Still some in spam today.',
    note: 'DMARC is p=none; recommend quarantine after 2 weeks of clean reports.',
    tags: ['spam', 'dkim'],
  },
  {
    category: 'email',
    subject: 'Cannot send email from Outlook',
    body: 'Outlook says the SMTP server rejected the connection since yesterday.',
    reply:
      'We disabled the old port 25 submission. Please use port 587 with STARTTLS; the settings guide is attached.',
    tags: ['smtp', 'outlook'],
  },
  {
    category: 'email',
    subject: 'Mailbox full, messages bounced',
    body: 'Customers tell us their emails to sales@ bounce.',
    reply:
      'The sales@ mailbox reached its 10 GB quota. We can raise it to 25 GB or archive messages older than a year.',
    tags: ['quota'],
  },
  {
    category: 'email',
    subject: 'Phishing email pretending to be us',
    body: 'Customers received an email with our logo asking for passwords. It was not us.',
    reply:
      'The messages came from a look-alike domain, not your mailboxes. We reported it and added a stricter DMARC policy.',
    note: 'Look-alike domain reported to the registrar abuse desk.',
    tags: ['security', 'phishing'],
  },
  {
    category: 'billing',
    subject: 'Charged twice this month',
    body: 'Our card statement shows two charges for the hosting plan this month.',
    reply:
      'One charge was a failed authorisation that your bank will release in 3-5 days; only one invoice is paid.',
    followUp: 'The second charge is still there after a week.',
    note: 'Check with the payment processor; refund if not released by Friday.',
    tags: ['refund'],
  },
  {
    category: 'billing',
    subject: 'Invoice needs our new tax id',
    body: 'Please reissue last month invoice with our new tax id.',
    reply:
      'Issued invoices cannot be edited; we voided it and issued a new one with the updated tax id.',
    tags: ['invoice'],
  },
  {
    category: 'billing',
    subject: 'Question about the renewal price',
    body: 'The renewal invoice is higher than what we paid last year. Why?',
    reply:
      'The first year had the 20% introductory discount. We can offer a 2-year term at the discounted price if you like.',
    tags: ['renewal', 'pricing'],
  },
  {
    category: 'account',
    subject: 'Locked out of the control panel',
    body: 'We lost the phone with the two-step codes and cannot sign in.',
    reply:
      'After verifying your identity we reset two-step sign-in. Please set it up again at your next login.',
    note: 'Identity checked by phone call to the registered contact.',
    tags: ['2fa', 'access'],
  },
  {
    category: 'account',
    subject: 'Change the account owner',
    body: 'Our previous IT manager left; please make me the account owner.',
    reply: 'We need a signed request from a company director. The form is attached.',
    tags: ['ownership'],
  },
  {
    category: 'account',
    subject: 'Add a second user to the account',
    body: 'Can our accountant get access to invoices only?',
    reply: 'Yes: we invited them with the billing-only role.',
    tags: ['access'],
  },
  {
    category: 'sales',
    subject: 'Upgrade to a bigger VPS',
    body: 'We need more memory before the holiday season. What are the options?',
    reply:
      'The 8 vCPU / 16 GB plan doubles your resources; the upgrade takes a 5-minute reboot. Shall we schedule it tonight?',
    followUp: 'Yes, tonight after 11 pm works.',
    tags: ['upgrade', 'vps'],
  },
  {
    category: 'sales',
    subject: 'Quote for migrating 12 websites',
    body: 'We want to move 12 WordPress sites from another host. Can you quote the migration?',
    reply:
      'We can migrate all 12 in one weekend. The quote is attached: 8 hours of migration work.',
    tags: ['migration', 'quote'],
  },
  {
    category: 'technical',
    subject: 'Backup restore needed after bad deploy',
    body: 'A deploy broke the site. Please restore yesterday backup of the web root.',
    reply: 'Restored the web root from last night 02:00 backup. The database was not touched.',
    tags: ['backup', 'restore'],
  },
  {
    category: 'technical',
    subject: 'Site hacked, redirects to casino pages',
    body: 'Visitors from Google are redirected to a casino site!',
    reply:
      'We found injected code in an outdated plugin and cleaned it. Please change all admin passwords; we will scan daily this week.',
    note: 'Malware signature added to the scanner. Customer on WordPress 5.x: push for update.',
    tags: ['security', 'wordpress'],
  },
];

const FIRST_NAMES = [
  'Lucía',
  'Martín',
  'Sofía',
  'Camille',
  'Hugo',
  'Emma',
  'Diego',
  'Valentina',
  'Noah',
  'Olivia',
  'Mateo',
  'Chloé',
];
const LAST_NAMES = ['García', 'Martin', 'López', 'Dubois', 'Smith', 'Fernández', 'Moreau', 'Brown'];

function slugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

function pickPriority(random: Random): TicketPriority {
  const roll = random.next();
  return roll < 0.2 ? 'low' : roll < 0.7 ? 'normal' : roll < 0.92 ? 'high' : 'urgent';
}

function teamFor(random: Random, category: TicketCategory): TicketTeam {
  if (category === 'billing' || category === 'sales') return 'billing';
  if (category === 'technical') return random.next() < 0.5 ? 'support_l2' : 'support_l1';
  return 'support_l1';
}

/** Status of a sample ticket from its age: old ones are mostly done. */
function pickStatus(random: Random, ageMs: number): TicketStatus {
  const roll = random.next();
  if (ageMs > 14 * DAY_MS) {
    if (roll < 0.6) return 'closed';
    if (roll < 0.9) return 'solved';
    return roll < 0.95 ? 'on_hold' : 'pending_customer';
  }
  if (ageMs < 6 * HOUR_MS) return roll < 0.6 ? 'new' : 'open';
  if (roll < 0.12) return 'new';
  if (roll < 0.5) return 'open';
  if (roll < 0.68) return 'pending_customer';
  if (roll < 0.75) return 'on_hold';
  return 'solved';
}

/** The sample tickets: `count` of them over the 90 days before TICKETS_SEED_NOW, oldest first. */
export function seedTickets(
  random: Random,
  {
    count,
    customers,
    habilitaciones,
    staff,
  }: {
    count: number;
    customers: readonly Customer[];
    habilitaciones: readonly Habilitacion[];
    staff: readonly StaffRef[];
  },
): Ticket[] {
  const ages = Array.from({ length: count }, () => {
    // More recent tickets than old ones (a square bias towards now).
    const share = random.next() ** 1.6;
    return Math.floor(share * SEED_DAYS * DAY_MS);
  }).sort((a, b) => b - a);
  const byCustomer = new Map<number, Habilitacion[]>();
  for (const habilitacion of habilitaciones) {
    const list = byCustomer.get(habilitacion.customer.id) ?? [];
    list.push(habilitacion);
    byCustomer.set(habilitacion.customer.id, list);
  }

  return ages.map((ageMs, index) => {
    const id = index + 1;
    const created = TICKETS_SEED_NOW - ageMs - random.int(1, 30) * 60_000;
    const customer = random.pick(customers);
    const problem = random.pick(PROBLEMS);
    const priority = pickPriority(random);
    const status = pickStatus(random, ageMs);
    const first = random.pick(FIRST_NAMES);
    const contact = {
      name: `${first} ${random.pick(LAST_NAMES)}`,
      email: `${slugOf(first)}@${slugOf(customer.name)}.example`,
    };
    const assignee =
      status === 'new' && random.next() < 0.8
        ? null
        : random.next() < 0.1
          ? null
          : random.pick(staff);
    const agent = assignee ?? random.pick(staff);
    const staffAuthor = {
      kind: 'staff' as const,
      name: agent.fullName,
      email: `${slugOf(agent.fullName)}@hostdesk.example`,
    };
    const customerAuthor = { kind: 'customer' as const, ...contact };
    const targets = SLA_TARGETS[priority];
    // Never later than "now", nor than the next step of the thread.
    const clamp = (at: number) => Math.min(at, TICKETS_SEED_NOW - 60_000);

    const messages: TicketMessage[] = [];
    let messageNo = 0;
    const add = (
      kind: TicketMessage['kind'],
      author: TicketMessage['author'],
      body: string,
      at: number,
    ) => {
      messageNo += 1;
      messages.push({
        id: `t${id}-m${messageNo}`,
        kind,
        author: { ...author },
        body: `<p>${body}</p>`,
        at: new Date(at).toISOString(),
        attachments: [],
      });
      return at;
    };
    let at = add('reply', customerAuthor, problem.body, created);
    let firstResponseAt: number | null = null;
    if (status !== 'new') {
      // Most answers come within the target; about one in six is late.
      const factor = random.next() < 0.83 ? 0.2 + random.next() * 0.7 : 1.1 + random.next();
      at = clamp(at + Math.floor(targets.firstResponse * factor));
      if (problem.note && random.next() < 0.6) add('note', staffAuthor, problem.note, at - 60_000);
      firstResponseAt = add('reply', staffAuthor, problem.reply, at);
      if (problem.followUp && random.next() < 0.7) {
        at = clamp(at + random.int(1, 20) * HOUR_MS);
        add('reply', customerAuthor, problem.followUp, at);
        if (status !== 'open') {
          at = clamp(at + Math.floor(targets.firstResponse * (0.3 + random.next())));
          add(
            'reply',
            staffAuthor,
            'Thanks, we are following up and will keep you posted here.',
            at,
          );
        }
      }
    }
    messages.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
    const lastAt = Date.parse(messages[messages.length - 1]?.at ?? new Date(created).toISOString());

    const history: AuditEvent[] = [];
    const actor = { id: 0, fullName: agent.fullName, email: staffAuthor.email };
    history.push({
      id: `t${id}-h1`,
      at: new Date(created).toISOString(),
      actor: { id: 0, fullName: contact.name, email: contact.email },
      action: 'created',
      from: null,
      to: 'new',
      detail: '',
    });
    if (assignee) {
      history.push({
        id: `t${id}-h2`,
        at: new Date(clamp(created + 5 * 60_000)).toISOString(),
        actor,
        action: 'assignee',
        from: null,
        to: assignee.fullName,
        detail: '',
      });
    }
    let resolvedAt: number | null = null;
    let pausedSince: number | null = null;
    let updated = lastAt;
    if (status !== 'new') {
      const changedAt =
        status === 'solved' || status === 'closed'
          ? clamp(lastAt + random.int(1, 12) * HOUR_MS)
          : lastAt;
      if (status === 'solved' || status === 'closed') resolvedAt = changedAt;
      if (status === 'pending_customer') pausedSince = changedAt;
      history.push({
        id: `t${id}-h3`,
        at: new Date(changedAt).toISOString(),
        actor,
        action: 'status',
        from: 'new',
        to: status,
        detail: '',
      });
      updated = Math.max(updated, changedAt);
    }
    const customerHabs = byCustomer.get(customer.id) ?? [];
    const habilitacionId =
      customerHabs.length > 0 && random.next() < 0.4 ? random.pick(customerHabs).id : null;
    const tags = [...problem.tags];
    if (random.next() < 0.08) tags.push('vip');

    return {
      id,
      number: ticketNumber(id),
      subject: problem.subject,
      customer: { id: customer.id, name: customer.name, taxId: customer.taxId },
      contact,
      habilitacionId,
      facturaId: null,
      category: problem.category,
      priority,
      status,
      assignee: assignee ? { ...assignee } : null,
      team: status === 'new' && !assignee ? null : teamFor(random, problem.category),
      tags,
      createdAt: new Date(created).toISOString(),
      updatedAt: new Date(updated).toISOString(),
      sla: {
        startedAt: new Date(created).toISOString(),
        pausedMs: 0,
        pausedSince: pausedSince === null ? null : new Date(pausedSince).toISOString(),
        firstResponseAt: firstResponseAt === null ? null : new Date(firstResponseAt).toISOString(),
        resolvedAt: resolvedAt === null ? null : new Date(resolvedAt).toISOString(),
      },
      mergedInto: null,
      messages,
      history,
    };
  });
}
