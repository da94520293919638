import {
  BILLING_MESSAGES,
  NOTA_SERIES,
  type Nota,
  type NotaBody,
  type NotaDetailResponse,
  type NotaPaymentBody,
  type NotasQuery,
  type NotasResponse,
} from '@portal/contract';
import { formatMoney, sumMinor } from '@portal/contract/money';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../context';
import type { Database } from '../db/database';
import { seriesNumber } from '../db/seed/data/seed-facturacion';
import { sortKey } from '../db/dialect';
import { conflict, fieldErrors, notFound } from '../http/errors';
import { actorOf } from '../lib/audit';
import { nextCounterValue } from '../repositories/counters.repository';
import * as facturas from '../repositories/facturas.repository';
import * as notas from '../repositories/notas.repository';
import { recordHistory } from './billing-history';
import type { Caller } from './caller';
import { markOverdue, payFactura } from './facturas';
import { claim, type Precondition } from './versions';

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

type Header = notas.NotaHeader;

const isOpen = (nota: Pick<Header, 'status'>) => nota.status === 'draft' || nota.status === 'sent';

export async function listNotas(deps: AppDeps, query: NotasQuery): Promise<NotasResponse> {
  const { notas: rows, total } = await notas.listNotas(deps.db, query);
  return { notas: rows, totalNotas: total };
}

/** The note's header, or 404 "No billing note found with this id". */
export async function requireNota(deps: AppDeps, id: number | null): Promise<Header> {
  const header = id === null ? undefined : await notas.findNotaHeader(deps.db, id);
  if (!header) throw notFound(BILLING_MESSAGES.notaNotFound);
  return header;
}

async function lockOr404(db: Kysely<Database>, id: number): Promise<Header> {
  const header = await notas.lockNota(db, id);
  if (!header) throw notFound(BILLING_MESSAGES.notaNotFound);
  return header;
}

/** The note and its invoices (rows with their current balances and status as of today). */
export async function getNota(deps: AppDeps, id: number | null): Promise<NotaDetailResponse> {
  const header = await requireNota(deps, id);
  const nota = await notas.readNota(deps.db, header);
  const rows = await facturas.facturaRowsByIds(deps.db, nota.facturaIds, deps.clock.today());
  return { nota, facturas: rows };
}

/**
 * Makes a draft note (201) from one customer's due invoices in one currency. The invoices are
 * locked while they are checked and linked, so two notes made at once cannot take the same
 * invoice; the number is the next of the `NC-<year>` series, from the database.
 */
export async function createNota(deps: AppDeps, caller: Caller, body: NotaBody): Promise<Nota> {
  const today = deps.clock.today();
  return deps.db.transaction().execute(async (trx) => {
    const wanted = [...new Set(body.facturaIds)];
    const headers = new Map(
      (await facturas.lockFacturas(trx, wanted)).map((header) => [header.id, header]),
    );
    const open = await facturas.openNotaOf(trx, [...headers.keys()]);
    const problems: string[] = [];
    const chosen: facturas.FacturaHeader[] = [];
    for (const id of wanted) {
      const header = headers.get(id);
      if (!header) {
        problems.push(NOTA_MESSAGES.unknownFactura(id));
        continue;
      }
      chosen.push(header);
      const label = header.number ?? `#${header.id}`;
      const status = facturas.effectiveStatus(header, today);
      if (
        !(status === 'issued' || status === 'partially_paid' || status === 'overdue') ||
        header.balance <= 0
      )
        problems.push(NOTA_MESSAGES.notDue(label));
      const openNota = open.get(id);
      if (openNota) problems.push(NOTA_MESSAGES.inOpenNota(label, openNota.number));
    }
    const [first] = chosen;
    if (first && chosen.some((header) => header.customer_id !== first.customer_id))
      problems.push(NOTA_MESSAGES.oneCustomer);
    if (first && chosen.some((header) => header.currency !== first.currency))
      problems.push(NOTA_MESSAGES.oneCurrency);
    const errors: Record<string, string[]> = {};
    if (problems.length > 0) errors.facturaIds = problems;
    if (body.dueDate < today) errors.dueDate = [NOTA_MESSAGES.dueBeforeToday];
    if (Object.keys(errors).length > 0 || !first) throw fieldErrors(errors);

    const year = today.slice(0, 4);
    const number = seriesNumber(
      NOTA_SERIES,
      year,
      await nextCounterValue(trx, `${NOTA_SERIES}-${year}`),
    );
    const header = await notas.insertNota(
      trx,
      {
        number,
        customer_id: first.customer_id,
        customer_name: first.customer_name,
        customer_name_key: sortKey(first.customer_name),
        customer_tax_id: first.customer_tax_id,
        currency: first.currency,
        created_at: today,
        due_date: body.dueDate,
        status: 'draft',
        total: sumMinor(chosen.map((factura) => factura.balance)),
        message: body.message,
        cancel_reason: null,
      },
      chosen.map((factura) => factura.id),
    );
    const actor = actorOf(caller);
    const now = deps.clock.now();
    await recordHistory(trx, 'notas_history', header.id, actor, 'created', now, {
      to: 'draft',
      detail: chosen.map((factura) => factura.number ?? '').join(', '),
    });
    for (const factura of chosen) {
      await markOverdue(trx, factura, today);
      await recordHistory(trx, 'facturas_history', factura.id, actor, 'nota', now, {
        detail: number,
      });
      await claim(trx, 'facturas', factura.id, caller, now);
    }
    return notas.readNota(trx, header);
  });
}

export async function sendNota(
  deps: AppDeps,
  caller: Caller,
  id: number,
  precondition?: Precondition,
): Promise<Nota> {
  return deps.db.transaction().execute(async (trx) => {
    const header = await lockOr404(trx, id);
    await claim(trx, 'notas', id, caller, deps.clock.now(), precondition);
    if (header.status !== 'draft') throw conflict(NOTA_MESSAGES.onlyDraftSend);
    const sent = await notas.updateNota(trx, id, { status: 'sent' });
    await recordHistory(trx, 'notas_history', id, actorOf(caller), 'sent', deps.clock.now(), {
      from: 'draft',
      to: 'sent',
    });
    return notas.readNota(trx, sent);
  });
}

/**
 * Settles an open note: a payment of each included invoice's balance (issued, partially paid or
 * overdue ones), then the note is paid. One transaction holding the note's and the invoices'
 * locks: a second "pay" sent at the same time answers 409, nothing is paid twice.
 */
export async function payNota(
  deps: AppDeps,
  caller: Caller,
  id: number,
  body: NotaPaymentBody,
  precondition?: Precondition,
): Promise<Nota> {
  const today = deps.clock.today();
  return deps.db.transaction().execute(async (trx) => {
    const header = await lockOr404(trx, id);
    await claim(trx, 'notas', id, caller, deps.clock.now(), precondition);
    if (!isOpen(header)) throw conflict(NOTA_MESSAGES.onlyOpenPay);
    const actor = actorOf(caller);
    const now = deps.clock.now();
    const facturaIds = (await notas.facturaIdsOf(trx, [id])).get(id) ?? [];
    const locked = new Map(
      (await facturas.lockFacturas(trx, facturaIds)).map((factura) => [factura.id, factura]),
    );
    const amounts: number[] = [];
    for (const facturaId of facturaIds) {
      const factura = locked.get(facturaId);
      if (!factura || factura.balance <= 0) continue;
      if (factura.status === 'draft' || factura.status === 'voided') continue;
      amounts.push(factura.balance);
      await payFactura(
        trx,
        factura,
        {
          amount: factura.balance,
          date: body.date,
          method: body.method,
          note: body.note || `Billing note ${header.number}`,
        },
        { actor, recordedBy: caller.account.email, now, today },
      );
      // The invoice changed: an edit form opened before must not overwrite it unseen.
      await claim(trx, 'facturas', factura.id, caller, now);
    }
    const paid = await notas.updateNota(trx, id, { status: 'paid' });
    await recordHistory(trx, 'notas_history', id, actor, 'settled', now, {
      from: header.status,
      to: 'paid',
      detail: `${formatMoney(sumMinor(amounts), header.currency, 'en')} by ${body.method.replace('_', ' ')}`,
    });
    return notas.readNota(trx, paid);
  });
}

/** Cancels an open note with a reason; its invoices stay as they are. */
export async function cancelNota(
  deps: AppDeps,
  caller: Caller,
  id: number,
  reason: string,
  precondition?: Precondition,
): Promise<Nota> {
  return deps.db.transaction().execute(async (trx) => {
    const header = await lockOr404(trx, id);
    await claim(trx, 'notas', id, caller, deps.clock.now(), precondition);
    if (!isOpen(header)) throw conflict(NOTA_MESSAGES.onlyOpenCancel);
    const cancelled = await notas.updateNota(trx, id, {
      status: 'cancelled',
      cancel_reason: reason,
    });
    await recordHistory(trx, 'notas_history', id, actorOf(caller), 'cancelled', deps.clock.now(), {
      from: header.status,
      to: 'cancelled',
      detail: reason,
    });
    return notas.readNota(trx, cancelled);
  });
}
