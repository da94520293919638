import { describe, expect, it } from 'vitest';
import {
  HOUR_MS,
  SLA_TARGETS,
  slaAfterStaffReply,
  slaAfterStatusChange,
  slaStatus,
  slaSummary,
  type SlaClock,
} from './ticket-sla';
import { fillPlaceholders, ticketBodySchema, ticketNumber } from './tickets';

const T0 = Date.parse('2026-11-20T10:00:00Z');
const iso = (offsetMs: number) => new Date(T0 + offsetMs).toISOString();
const fresh = (): SlaClock => ({
  startedAt: iso(0),
  pausedMs: 0,
  pausedSince: null,
  firstResponseAt: null,
  resolvedAt: null,
});

describe('SLA targets', () => {
  it('are urgent 1 h / 4 h, high 4 h / 1 day, normal 8 h / 3 days, low 1 day / 5 days', () => {
    expect(SLA_TARGETS.urgent).toEqual({ firstResponse: HOUR_MS, resolution: 4 * HOUR_MS });
    expect(SLA_TARGETS.high).toEqual({ firstResponse: 4 * HOUR_MS, resolution: 24 * HOUR_MS });
    expect(SLA_TARGETS.normal).toEqual({ firstResponse: 8 * HOUR_MS, resolution: 72 * HOUR_MS });
    expect(SLA_TARGETS.low).toEqual({ firstResponse: 24 * HOUR_MS, resolution: 120 * HOUR_MS });
  });
});

describe('slaStatus', () => {
  it('is on track with most of the time left, due at start + target', () => {
    const status = slaStatus(fresh(), 'urgent', T0 + 10 * 60_000);
    expect(status.state).toBe('on_track');
    expect(status.dueAt).toBe(iso(HOUR_MS));
    expect(status.firstResponse.remainingMs).toBe(50 * 60_000);
    expect(status.paused).toBe(false);
  });

  it('is at risk under 25 % left and breached once nothing is left', () => {
    // urgent first response: 60 min; 25 % = 15 min.
    expect(slaStatus(fresh(), 'urgent', T0 + 44 * 60_000).state).toBe('on_track');
    expect(slaStatus(fresh(), 'urgent', T0 + 46 * 60_000).state).toBe('at_risk');
    expect(slaStatus(fresh(), 'urgent', T0 + HOUR_MS).state).toBe('breached');
    expect(slaStatus(fresh(), 'urgent', T0 + HOUR_MS).firstResponse.remainingMs).toBe(0);
  });

  it('marks a target met when done in time, breached when done late', () => {
    const answered = slaAfterStaffReply(fresh(), iso(30 * 60_000));
    const status = slaStatus(answered, 'urgent', T0 + 2 * HOUR_MS);
    expect(status.firstResponse.state).toBe('met');
    expect(status.dueAt).toBe(iso(4 * HOUR_MS)); // the resolution target runs now
    expect(status.state).toBe('on_track');
    const late = slaAfterStaffReply(fresh(), iso(2 * HOUR_MS));
    expect(slaStatus(late, 'urgent', T0 + 2 * HOUR_MS).firstResponse.state).toBe('breached');
    expect(slaStatus(late, 'urgent', T0 + 2 * HOUR_MS).state).toBe('breached');
  });

  it('keeps a later first reply from changing the first response time', () => {
    const once = slaAfterStaffReply(fresh(), iso(1000));
    expect(slaAfterStaffReply(once, iso(5000)).firstResponseAt).toBe(iso(1000));
  });

  it('is met when both targets were met, with no due time left', () => {
    let clock = slaAfterStaffReply(fresh(), iso(HOUR_MS));
    clock = slaAfterStatusChange(clock, 'open', 'solved', iso(10 * HOUR_MS));
    const status = slaStatus(clock, 'normal', T0 + 100 * HOUR_MS);
    expect(status.state).toBe('met');
    expect(status.dueAt).toBeNull();
  });
});

describe('pausing while pending customer', () => {
  it('freezes the remaining time and moves the due time later', () => {
    let clock = slaAfterStaffReply(fresh(), iso(HOUR_MS));
    clock = slaAfterStatusChange(clock, 'open', 'pending_customer', iso(2 * HOUR_MS));
    const during = slaStatus(clock, 'urgent', T0 + 10 * HOUR_MS);
    expect(during.paused).toBe(true);
    expect(during.resolution.remainingMs).toBe(2 * HOUR_MS);
    expect(during.state).toBe('on_track');
    expect(during.dueAt).toBe(iso(12 * HOUR_MS));

    clock = slaAfterStatusChange(clock, 'pending_customer', 'open', iso(10 * HOUR_MS));
    expect(clock.pausedMs).toBe(8 * HOUR_MS);
    expect(clock.pausedSince).toBeNull();
    const after = slaStatus(clock, 'urgent', T0 + 11 * HOUR_MS + 40 * 60_000);
    expect(after.paused).toBe(false);
    expect(after.resolution.remainingMs).toBe(20 * 60_000);
    expect(after.state).toBe('at_risk');
    expect(slaStatus(clock, 'urgent', T0 + 12 * HOUR_MS).state).toBe('breached');
  });

  it('counts a pause that ended in a solve towards a met resolution', () => {
    let clock = slaAfterStaffReply(fresh(), iso(HOUR_MS));
    clock = slaAfterStatusChange(clock, 'open', 'pending_customer', iso(2 * HOUR_MS));
    clock = slaAfterStatusChange(clock, 'pending_customer', 'solved', iso(30 * HOUR_MS));
    expect(clock.pausedMs).toBe(28 * HOUR_MS);
    expect(slaStatus(clock, 'urgent', T0 + 40 * HOUR_MS).resolution.state).toBe('met');
  });

  it('restarts the resolution target when a solved ticket reopens', () => {
    let clock = slaAfterStatusChange(fresh(), 'open', 'solved', iso(HOUR_MS));
    expect(clock.resolvedAt).toBe(iso(HOUR_MS));
    clock = slaAfterStatusChange(clock, 'solved', 'open', iso(2 * HOUR_MS));
    expect(clock.resolvedAt).toBeNull();
    expect(slaStatus(clock, 'high', T0 + 3 * HOUR_MS).resolution.state).toBe('on_track');
    expect(slaAfterStatusChange(clock, 'open', 'open', iso(0))).toBe(clock);
  });
});

describe('ticket helpers', () => {
  it('numbers tickets TK-000123', () => {
    expect(ticketNumber(123)).toBe('TK-000123');
  });

  it('fills canned reply placeholders, escaping the values, keeping unknown ones', () => {
    expect(
      fillPlaceholders('<p>Hi {{contact.name}} of {{ customer.name }} {{x.y}}</p>', {
        'contact.name': 'Ana',
        'customer.name': 'A&B <Co>',
      }),
    ).toBe('<p>Hi Ana of A&#38;B &#60;Co&#62; {{x.y}}</p>');
  });

  it('limits subject to 3-200 characters and needs text in the description', () => {
    const base = {
      customerId: 1,
      contact: { name: 'Ana', email: 'ana@example.com' },
      subject: 'Site down',
      category: 'technical',
      priority: 'high',
      description: '<p>Help</p>',
    };
    expect(ticketBodySchema.safeParse(base).success).toBe(true);
    expect(ticketBodySchema.safeParse({ ...base, subject: 'ab' }).success).toBe(false);
    expect(ticketBodySchema.safeParse({ ...base, subject: 'a'.repeat(201) }).success).toBe(false);
    expect(ticketBodySchema.safeParse({ ...base, description: '<p> </p>' }).success).toBe(false);
    expect(
      ticketBodySchema.safeParse({ ...base, description: `<p>${'a'.repeat(20_000)}</p>` }).success,
    ).toBe(false);
    const file = {
      name: 'a.exe',
      type: 'application/x-msdownload',
      size: 3,
      dataUrl: 'data:application/x-msdownload;base64,AAAA',
    };
    expect(ticketBodySchema.safeParse({ ...base, attachments: [file] }).success).toBe(false);
    const png = {
      name: 'a.png',
      type: 'image/png',
      size: 3,
      dataUrl: 'data:image/png;base64,AAAA',
    };
    expect(ticketBodySchema.safeParse({ ...base, attachments: [png] }).success).toBe(true);
    expect(
      ticketBodySchema.safeParse({ ...base, attachments: [{ ...png, size: 5 * 1024 * 1024 + 1 }] })
        .success,
    ).toBe(false);
    expect(
      ticketBodySchema.safeParse({ ...base, attachments: Array.from({ length: 11 }, () => png) })
        .success,
    ).toBe(false);
  });
});

describe('slaSummary', () => {
  it('agrees with slaStatus on state and due time', () => {
    const clocks: SlaClock[] = [
      fresh(),
      slaAfterStaffReply(fresh(), iso(30 * 60_000)),
      slaAfterStatusChange(
        slaAfterStaffReply(fresh(), iso(HOUR_MS)),
        'open',
        'pending_customer',
        iso(2 * HOUR_MS),
      ),
      slaAfterStatusChange(fresh(), 'open', 'solved', iso(50 * HOUR_MS)),
    ];
    for (const clock of clocks) {
      for (const priority of ['low', 'normal', 'high', 'urgent'] as const) {
        for (const at of [0.5, 3, 30, 200].map((hours) => T0 + hours * HOUR_MS)) {
          const full = slaStatus(clock, priority, at);
          const fast = slaSummary(clock, priority, at);
          expect(fast.state).toBe(full.state);
          expect(fast.dueMs).toBe(full.dueAt === null ? null : Date.parse(full.dueAt));
        }
      }
    }
  });
});
