import type { Generated } from 'kysely';
import type { HistoryTable } from './core';

/** One invoice line (Facturacion and the template app alike); `position` keeps the body's order. */
interface LineTable {
  position: number;
  description: string;
  /** Up to 3 decimals, stored as the double the body carried (echoed as sent). */
  quantity: number;
  /** Minor units. */
  unit_price: number;
  /** Percent, up to 2 decimals. */
  discount: number;
  /** Percent, up to 2 decimals. */
  tax: number;
}

/** A recorded payment; `position` keeps the order they were recorded in (unique per document). */
interface PaymentTable {
  id: string;
  position: number;
  /** Minor units. */
  amount: number;
  date: string;
  method: string;
  note: string;
  recorded_by: string;
  recorded_at: string;
}

/**
 * Customers, Facturacion invoices and billing notes, and the template invoice app. Amounts are
 * integer minor units (cents); dates `YYYY-MM-DD`; timestamps ISO-8601.
 */
export interface BillingTables {
  customers: {
    id: Generated<number>;
    name: string;
    name_key: string;
    tax_id: string;
    email: string;
    address: string;
    country: string;
    currency: string;
  };
  /** Facturacion invoices. The customer is a snapshot (id, name, tax id) as issued. */
  facturas: {
    id: Generated<number>;
    /** `FA-<year>-<00001>`, null while draft; unique. */
    number: string | null;
    customer_id: number;
    customer_name: string;
    customer_name_key: string;
    customer_tax_id: string;
    currency: string;
    issue_date: string;
    due_date: string;
    /** Stored status; `overdue` is computed when read (issued/partially paid past the due date). */
    status: string;
    subtotal: number;
    discount: number;
    tax: number;
    total: number;
    paid: number;
    balance: number;
    notes: string;
    void_reason: string | null;
    /**
     * What the list's `q` matches, lowered once when written: number, customer name and tax id,
     * one per line (`facturaSearchText`). A plain LIKE on it needs no per-row function call.
     */
    search_text: string;
  };
  /**
   * For each text of one or two characters, how many invoices' `search_text` contain it (kept
   * with every write of a search text): the count of a short `q` alone, which no index answers.
   */
  factura_search_grams: {
    gram: string;
    facturas: number;
  };
  factura_lines: LineTable & { factura_id: number };
  factura_payments: PaymentTable & { factura_id: number };
  facturas_history: HistoryTable;
  /** Billing (collection) notes: one customer's due invoices, in one currency. */
  notas: {
    id: Generated<number>;
    /** `NC-<year>-<00001>`, given at creation; unique. */
    number: string;
    customer_id: number;
    customer_name: string;
    customer_name_key: string;
    customer_tax_id: string;
    currency: string;
    /** `YYYY-MM-DD`. */
    created_at: string;
    due_date: string;
    status: string;
    /** Sum of the invoices' balances when the note was made. */
    total: number;
    message: string;
    cancel_reason: string | null;
  };
  /** The invoices of a note, in the order they were chosen. */
  nota_facturas: {
    nota_id: number;
    factura_id: number;
    position: number;
  };
  notas_history: HistoryTable;
  /** The template invoice app's clients (the picker), in the order they were added. */
  invoice_clients: {
    id: Generated<number>;
    name: string;
    company: string;
    company_email: string;
    address: string;
    country: string;
    contact: string;
  };
  /**
   * The template invoice app's invoices. The client is kept on the invoice as sent (a snapshot).
   * `total`, `paid` and `balance` are minor units; the API answers the spec's major units.
   */
  invoices: {
    id: Generated<number>;
    issued_date: string;
    due_date: string;
    client_name: string;
    client_name_key: string;
    client_company: string;
    client_company_email: string;
    client_address: string;
    client_country: string;
    client_contact: string;
    service: string;
    avatar: string;
    status: string;
    currency: string;
    total: number;
    paid: number;
    balance: number;
    note: string;
  };
  invoice_lines: LineTable & { invoice_id: number };
  invoice_payments: PaymentTable & { invoice_id: number };
  invoices_history: HistoryTable;
}
