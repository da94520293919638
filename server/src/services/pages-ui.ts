import {
  type ContactBody,
  type ContactResponse,
  type FaqGroup,
  type FaqLanguage,
  type SalesRow,
  type SalesRowBody,
} from '@portal/contract';
import { toMajor, toMinor } from '@portal/contract/money';
import type { AppDeps } from '../context';
import { faqGroupsByLanguage } from '../data/faq';
import { fieldErrors, notFound } from '../http/errors';
import { contentLanguage } from '../lib/content-language';
import { insertContactMessage } from '../repositories/contact-messages.repository';
import * as sales from '../repositories/sales-rows.repository';

export const PAGES_UI_MESSAGES = {
  salesRowNotFound: 'Sales row not found',
  paidAboveTotal: 'The paid amount cannot be more than the total',
} as const;

export function listSalesRows(deps: AppDeps): Promise<SalesRow[]> {
  return sales.listSalesRows(deps.db);
}

/** The sales row, or 404 (the route checks it before reading the body). */
export async function getSalesRow(deps: AppDeps, id: number | null): Promise<SalesRow> {
  const row = id === null ? undefined : await sales.findSalesRow(deps.db, id);
  if (!row) throw notFound(PAGES_UI_MESSAGES.salesRowNotFound);
  return row;
}

/**
 * Updates buyer, status and paid amount (never above the row's total); the received-payment
 * status follows. The total is read and the row written in one transaction.
 */
export function updateSalesRow(deps: AppDeps, id: number, body: SalesRowBody): Promise<SalesRow> {
  return deps.db.transaction().execute(async (trx) => {
    const total = await sales.salesRowTotal(trx, id);
    if (total === undefined) throw notFound(PAGES_UI_MESSAGES.salesRowNotFound);
    if (body.paidAmount > toMajor(total))
      throw fieldErrors({ paidAmount: [PAGES_UI_MESSAGES.paidAboveTotal] });
    const row = await sales.updateSalesRow(trx, id, {
      buyerName: body.buyerName,
      status: body.status,
      paidAmount: Math.min(toMinor(body.paidAmount), total),
    });
    if (!row) throw notFound(PAGES_UI_MESSAGES.salesRowNotFound);
    return row;
  });
}

export async function deleteSalesRow(deps: AppDeps, id: number | null): Promise<void> {
  if (id === null || !(await sales.deleteSalesRow(deps.db, id)))
    throw notFound(PAGES_UI_MESSAGES.salesRowNotFound);
}

/** FAQ groups keeping only the questions whose question or answer contains q. */
export function searchFaq(groups: readonly FaqGroup[], q: string): FaqGroup[] {
  const needle = q.trim().toLowerCase();
  if (!needle) return [...groups];
  return groups
    .map((group) => ({
      ...group,
      faqs: group.faqs.filter(
        (faq) =>
          faq.question.toLowerCase().includes(needle) || faq.answer.toLowerCase().includes(needle),
      ),
    }))
    .filter((group) => group.faqs.length > 0);
}

/** The FAQ (code data: server/src/data/faq.ts) in the caller's language, searched. */
export function getFaq(
  lang: FaqLanguage | undefined,
  acceptLanguage: string | undefined,
  q: string,
): FaqGroup[] {
  return searchFaq(faqGroupsByLanguage[contentLanguage(lang, acceptLanguage)], q);
}

/** Records a message of the public contact form, received now. */
export function receiveContactMessage(deps: AppDeps, body: ContactBody): Promise<ContactResponse> {
  return insertContactMessage(deps.db, body, deps.clock.now().toISOString());
}
