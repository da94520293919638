// Placeholder until the invoice feature lands; replaced by the real page.
export default function InvoiceEditPage() {
  return null;
}
