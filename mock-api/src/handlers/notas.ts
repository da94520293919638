import { http } from 'msw';
import { seriesNumber } from '../db/seed-facturacion';
import { commitDb } from '../db/store';
import { actorOf, nextId, recordEvent } from '../lib/audit';
import { authenticate, requireAbility } from '../lib/auth';
import { fieldErrorResponse, json, messageResponse } from '../lib/http';
import { findById, paginate } from '../lib/list';
import { listRoute } from '../lib/list-route';
import { safeResolver } from '../lib/safe-resolver';
import { parseBody } from '../lib/validate';
import { formatMoney, sumMinor } from '@portal/contract/money';
import {
  BILLING_MESSAGES,
  NOTA_SERIES,
  NOTA_STATUSES,
  notaBodySchema,
  notaPaymentBodySchema,
  notasQuerySchema,
  type Factura,
  type Nota,
  type NotaStatus,
  type NotasQuery,
} from '@portal/contract';
import { reasonBodySchema } from '@portal/contract';
import {
  billingClock,
  effectiveStatus,
  isOpenNota,
  openNotaIdsOf,
  recordFacturaPayment,
  sweptDb,
  toFacturaRow,
  toNotaRow,
} from './facturacion';

export const NOTA_MESSAGES = {
  onlyDraftSend: 'Only draft billing notes can be sent',
  onlyOpenPay: 'Only draft or sent billing notes can be paid',
  onlyOpenCancel: 'Only draft or sent billing notes can be cancelled',
  unknownFactura: (id: number) => `Invoice ${id} does not exist`,
  oneCustomer: 'All the invoices must belong to one customer',
  oneCurrency: 'All the invoices must be in one currency',
  notDue: (number: string) =>
    `${number} cannot go in a billing note: it must be issued, partially paid or overdue with a balance due`,
  inOpenNota: (number: string, nota: string) => `${number} is already in open billing note ${nota}`,
  dueBeforeToday: 'The due date cannot be before today',
} as const;

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const STATUS_RANK = Object.fromEntries(
  NOTA_STATUSES.map((status, index) => [status, index]),
) as Record<NotaStatus, number>;
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const COMPARATORS: Record<NonNullable<NotasQuery['sortBy']>, (a: Nota, b: Nota) => number> = {
  number: (a, b) => compareText(a.number, b.number),
  customer: (a, b) => collator.compare(a.customer.name, b.customer.name),
  createdAt: (a, b) => compareText(a.createdAt, b.createdAt),
  dueDate: (a, b) => compareText(a.dueDate, b.dueDate),
  total: (a, b) => a.total - b.total,
  status: (a, b) => STATUS_RANK[a.status] - STATUS_RANK[b.status],
};

/** One page of billing notes (newest first unless sorted). */
export function listNotas(notas: readonly Nota[], query: NotasQuery) {
  const needle = query.q.trim().toLowerCase();
  const filtered = notas.filter(
    (nota) =>
      (needle === '' ||
        nota.number.toLowerCase().includes(needle) ||
        nota.customer.name.toLowerCase().includes(needle)) &&
      (query.status === undefined || nota.status === query.status) &&
      (query.customerId === undefined || nota.customer.id === query.customerId),
  );
  const compare = query.sortBy ? COMPARATORS[query.sortBy] : null;
  if (compare) {
    const direction = query.orderBy === 'desc' ? -1 : 1;
    filtered.sort((a, b) => direction * compare(a, b) || b.id - a.id);
  } else {
    filtered.reverse();
  }
  const { items } = paginate(filtered, query.page, query.itemsPerPage);
  return { notas: items.map(toNotaRow), totalNotas: filtered.length };
}

const notFound = () => messageResponse(404, BILLING_MESSAGES.notaNotFound);
const conflict = (message: string) => messageResponse(409, message);

/** Reasons why these invoices cannot make one billing note (empty: they can). */
function facturaProblems(
  facturaIds: readonly number[],
  facturas: readonly Factura[],
  notas: readonly Nota[],
  today: string,
): { problems: string[]; chosen: Factura[] } {
  const problems: string[] = [];
  const chosen: Factura[] = [];
  const openNotaIds = openNotaIdsOf(notas);
  for (const id of new Set(facturaIds)) {
    const factura = facturas.find((candidate) => candidate.id === id);
    if (!factura) {
      problems.push(NOTA_MESSAGES.unknownFactura(id));
      continue;
    }
    chosen.push(factura);
    const label = factura.number ?? `#${factura.id}`;
    const status = effectiveStatus(factura, today);
    if (
      !(status === 'issued' || status === 'partially_paid' || status === 'overdue') ||
      factura.balance <= 0
    ) {
      problems.push(NOTA_MESSAGES.notDue(label));
    }
    const openId = factura.notaIds.find((notaId) => openNotaIds.has(notaId));
    if (openId !== undefined) {
      const open = notas.find((nota) => nota.id === openId);
      problems.push(NOTA_MESSAGES.inOpenNota(label, open?.number ?? String(openId)));
    }
  }
  const [first] = chosen;
  if (first && chosen.some((factura) => factura.customer.id !== first.customer.id)) {
    problems.push(NOTA_MESSAGES.oneCustomer);
  }
  if (first && chosen.some((factura) => factura.currency !== first.currency)) {
    problems.push(NOTA_MESSAGES.oneCurrency);
  }
  return { problems, chosen };
}

export const notasHandlers = [
  listRoute('/api/billing/notas', 'NotaCobro', notasQuerySchema, (query) =>
    listNotas(sweptDb().notas, query),
  ),

  http.get(
    '/api/billing/notas/:id',
    safeResolver(({ request, cookies, params }) => {
      requireAbility(authenticate(request, cookies), 'read', 'NotaCobro');
      const db = sweptDb();
      const nota = findById(db.notas, params.id, notFound);
      const today = billingClock.today();
      const facturas = nota.facturaIds.flatMap((facturaId) => {
        const factura = db.facturas.find((candidate) => candidate.id === facturaId);
        return factura ? [toFacturaRow(factura, today)] : [];
      });
      return json({ nota, facturas });
    }),
  ),

  http.post(
    '/api/billing/notas',
    safeResolver(async ({ request, cookies }) => {
      const caller = authenticate(request, cookies);
      requireAbility(caller, 'create', 'NotaCobro');
      const body = await parseBody(request, notaBodySchema);
      const db = sweptDb();
      const today = billingClock.today();
      const { problems, chosen } = facturaProblems(body.facturaIds, db.facturas, db.notas, today);
      const errors: Record<string, string[]> = {};
      if (problems.length > 0) errors.facturaIds = problems;
      if (body.dueDate < today) errors.dueDate = [NOTA_MESSAGES.dueBeforeToday];
      const [first] = chosen;
      if (Object.keys(errors).length > 0 || !first) return fieldErrorResponse(errors);

      const year = today.slice(0, 4);
      const prefix = `${NOTA_SERIES}-${year}-`;
      const sequence =
        db.notas.reduce(
          (max, nota) =>
            nota.number.startsWith(prefix)
              ? Math.max(max, Number(nota.number.slice(prefix.length)))
              : max,
          0,
        ) + 1;
      const actor = actorOf(caller);
      const nota: Nota = {
        id: nextId(db.notas),
        number: seriesNumber(NOTA_SERIES, year, sequence),
        customer: { ...first.customer },
        currency: first.currency,
        createdAt: today,
        dueDate: body.dueDate,
        status: 'draft',
        facturaIds: chosen.map((factura) => factura.id),
        total: sumMinor(chosen.map((factura) => factura.balance)),
        message: body.message,
        cancelReason: null,
        history: [],
      };
      recordEvent(nota.history, actor, 'created', {
        to: 'draft',
        detail: chosen.map((factura) => factura.number ?? '').join(', '),
      });
      for (const factura of chosen) {
        factura.notaIds.push(nota.id);
        recordEvent(factura.history, actor, 'nota', { detail: nota.number });
      }
      db.notas.push(nota);
      await commitDb();
      return json(nota, 201);
    }),
  ),

  http.post(
    '/api/billing/notas/:id/send',
    safeResolver(async ({ request, cookies, params }) => {
      const caller = authenticate(request, cookies);
      requireAbility(caller, 'update', 'NotaCobro');
      const db = sweptDb();
      const nota = findById(db.notas, params.id, notFound);
      if (nota.status !== 'draft') return conflict(NOTA_MESSAGES.onlyDraftSend);
      nota.status = 'sent';
      recordEvent(nota.history, actorOf(caller), 'sent', { from: 'draft', to: 'sent' });
      await commitDb();
      return json(nota);
    }),
  ),

  http.post(
    '/api/billing/notas/:id/pay',
    safeResolver(async ({ request, cookies, params }) => {
      const caller = authenticate(request, cookies);
      requireAbility(caller, 'update', 'NotaCobro');
      const db = sweptDb();
      const nota = findById(db.notas, params.id, notFound);
      const body = await parseBody(request, notaPaymentBodySchema);
      if (!isOpenNota(nota)) return conflict(NOTA_MESSAGES.onlyOpenPay);
      const actor = actorOf(caller);
      const amounts: number[] = [];
      for (const facturaId of nota.facturaIds) {
        const factura = db.facturas.find((candidate) => candidate.id === facturaId);
        if (!factura || factura.balance <= 0) continue;
        if (factura.status === 'draft' || factura.status === 'voided') continue;
        amounts.push(factura.balance);
        recordFacturaPayment(factura, caller.account.email, actor, {
          amount: factura.balance,
          date: body.date,
          method: body.method,
          note: body.note || `Billing note ${nota.number}`,
        });
      }
      const before = nota.status;
      nota.status = 'paid';
      recordEvent(nota.history, actor, 'settled', {
        from: before,
        to: 'paid',
        detail: `${formatMoney(sumMinor(amounts), nota.currency, 'en')} by ${body.method.replace('_', ' ')}`,
      });
      await commitDb();
      return json(nota);
    }),
  ),

  http.post(
    '/api/billing/notas/:id/cancel',
    safeResolver(async ({ request, cookies, params }) => {
      const caller = authenticate(request, cookies);
      requireAbility(caller, 'update', 'NotaCobro');
      const db = sweptDb();
      const nota = findById(db.notas, params.id, notFound);
      const { reason } = await parseBody(request, reasonBodySchema);
      if (!isOpenNota(nota)) return conflict(NOTA_MESSAGES.onlyOpenCancel);
      const before = nota.status;
      nota.status = 'cancelled';
      nota.cancelReason = reason;
      recordEvent(nota.history, actorOf(caller), 'cancelled', {
        from: before,
        to: 'cancelled',
        detail: reason,
      });
      await commitDb();
      return json(nota);
    }),
  ),
];
