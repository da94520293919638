import { http } from 'msw';
import {
  contactBodySchema,
  FAQ_LANGUAGES,
  faqQuerySchema,
  type FaqLanguage,
  salesRowBodySchema,
  type FaqGroup,
  type SalesRow,
} from '@portal/contract';
import { faqGroupsByLanguage } from '../data/faq';
import { commitDb, getDb } from '../db/store';
import { authenticate, requireAbility } from '../lib/auth';
import { fieldErrorResponse, json, messageResponse, noContent } from '../lib/http';
import { parseId } from '../lib/list';
import { safeResolver } from '../lib/safe-resolver';
import { parseBody, parseQuery } from '../lib/validate';

export const PAGES_UI_MESSAGES = {
  salesRowNotFound: 'Sales row not found',
  paidAboveTotal: 'The paid amount cannot be more than the total',
} as const;

/** The FAQ's language: `lang` when given, else the first Accept-Language it is written in, else English. */
export function faqLanguage(
  lang: FaqLanguage | undefined,
  acceptLanguage: string | null,
): FaqLanguage {
  if (lang) return lang;
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.trim().slice(0, 2).toLowerCase());
  return (
    wanted.find((code): code is FaqLanguage => FAQ_LANGUAGES.includes(code as FaqLanguage)) ?? 'en'
  );
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

/** The received-payment status a paid amount means for a total. */
export function receivedStatus(
  paidAmount: number,
  total: number,
): SalesRow['payment']['receivedPaymentStatus'] {
  if (paidAmount <= 0) return 'Unpaid';
  return paidAmount >= total ? 'Fully Paid' : 'Partially Paid';
}

const salesRowNotFound = () => messageResponse(404, PAGES_UI_MESSAGES.salesRowNotFound);

/** The ui-demo pages' endpoints: data-table sales rows, FAQ search, the landing contact form. */
export const pagesUiHandlers = [
  http.get(
    '/api/pages/datatable',
    safeResolver(({ request, cookies }) => {
      authenticate(request, cookies);
      return json(getDb().salesRows);
    }),
  ),

  http.put(
    '/api/pages/datatable/:id',
    safeResolver(async ({ request, cookies, params }) => {
      requireAbility(authenticate(request, cookies), 'update', 'SalesDemo');
      const row = getDb().salesRows.find((candidate) => candidate.id === parseId(params.id));
      if (!row) return salesRowNotFound();
      const body = await parseBody(request, salesRowBodySchema);
      if (body.paidAmount > row.payment.total)
        return fieldErrorResponse({ paidAmount: [PAGES_UI_MESSAGES.paidAboveTotal] });
      row.buyer.name = body.buyerName;
      row.payment.status = body.status;
      row.payment.paidAmount = body.paidAmount;
      row.payment.receivedPaymentStatus = receivedStatus(body.paidAmount, row.payment.total);
      await commitDb();
      return json(row);
    }),
  ),

  http.delete(
    '/api/pages/datatable/:id',
    safeResolver(async ({ request, cookies, params }) => {
      requireAbility(authenticate(request, cookies), 'delete', 'SalesDemo');
      const db = getDb();
      const index = db.salesRows.findIndex((candidate) => candidate.id === parseId(params.id));
      if (index === -1) return salesRowNotFound();
      db.salesRows.splice(index, 1);
      await commitDb();
      return noContent();
    }),
  ),

  http.get(
    '/api/pages/faq',
    safeResolver(({ request, cookies }) => {
      authenticate(request, cookies);
      const { q, lang } = parseQuery(request.url, faqQuerySchema);
      const language = faqLanguage(lang, request.headers.get('accept-language'));
      return json(searchFaq(faqGroupsByLanguage[language], q));
    }),
  ),

  // Public: the landing page is open without signing in.
  http.post(
    '/api/pages/contact',
    safeResolver(async ({ request }) => {
      const body = await parseBody(request, contactBodySchema);
      const db = getDb();
      const message = {
        ...body,
        id: Math.max(0, ...db.contactMessages.map((m) => m.id)) + 1,
        receivedAt: new Date().toISOString(),
      };
      db.contactMessages.push(message);
      await commitDb();
      return json({ id: message.id, receivedAt: message.receivedAt }, 201);
    }),
  ),
];
