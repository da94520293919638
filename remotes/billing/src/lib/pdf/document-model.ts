import type { LineItem } from '@portal/contract';
import type { Minor } from '@portal/contract/money';

/**
 * The issuer of every document (screen, paper, PDF, e-mail subject): HostDesk's own identity,
 * kept here only.
 */
export const SELLER = {
  name: 'HostDesk Hosting',
  addressLines: ['Av. Corrientes 1234, piso 8', 'C1043AAZ Buenos Aires, Argentina'],
  email: 'billing@hostdesk.example',
  phone: '+54 11 4000 0000',
} as const;

/** Who the document is addressed to. Empty fields are left out. */
export interface DocumentParty {
  name: string;
  company?: string;
  taxId?: string;
  address?: string;
  country?: string;
  email?: string;
  phone?: string;
}

/** One line of the party's block; `ltr`: it reads left to right in any language. */
export interface PartyLine {
  value: string;
  ltr: boolean;
}

/**
 * The party's lines under its name, as the screen and the PDF show them: values that read left
 * to right (tax id, e-mail, phone) keep their order in Arabic; the rest (company, address,
 * country) take the direction of their own first letter. Empty fields are left out.
 */
export function partyLines(party: DocumentParty): PartyLine[] {
  return [
    { value: party.company, ltr: false },
    { value: party.taxId, ltr: true },
    { value: party.address, ltr: false },
    { value: party.country, ltr: false },
    { value: party.email, ltr: true },
    { value: party.phone, ltr: true },
  ].filter((line): line is PartyLine => Boolean(line.value));
}

/** A label/value row (extra header data, payment details). Values are shown as given. */
export interface DocumentRow {
  label: string;
  value: string;
}

/**
 * One invoice-like document, shown on screen by `InvoiceDocument` and written by `invoicePdf`:
 * both compute the figures from `lines` with the money module, so they always agree.
 */
export interface DocumentModel {
  /** Document kind, e.g. "Invoice", "Factura". */
  title: string;
  /** Number as printed, e.g. "#4987" or "A-0001-00000042". */
  number: string;
  /** YYYY-MM-DD */
  issuedDate: string;
  /** YYYY-MM-DD */
  dueDate: string;
  party: DocumentParty;
  /** ISO currency of every amount (USD, EUR, ARS). */
  currency: string;
  lines: readonly LineItem[];
  /** Minor units already paid; when given, "Paid" and "Balance" rows follow the total. */
  paid?: Minor;
  notes?: string;
  /** Extra rows under the dates (status, service, customer number...). */
  meta?: readonly DocumentRow[];
  /** Payment instructions (bank, IBAN...). */
  paymentDetails?: readonly DocumentRow[];
}

/** Every fixed text of a document, translated by the caller (see `documentLabels`). */
export interface DocumentLabels {
  billTo: string;
  issuedDate: string;
  dueDate: string;
  description: string;
  quantity: string;
  unitPrice: string;
  discount: string;
  tax: string;
  amount: string;
  subtotal: string;
  discountTotal: string;
  /** "Tax 21%" */
  taxAt: (rate: string) => string;
  total: string;
  paid: string;
  balance: string;
  /** A negative balance, shown as a positive credit. */
  credit: string;
  notes: string;
  paymentDetails: string;
  linesCaption: string;
  /** "Page 1 of 2" */
  pageOf: (page: number, total: number) => string;
}
