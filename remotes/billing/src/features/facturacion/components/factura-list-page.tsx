// Placeholder until the facturacion feature lands; replaced by the real page.
export default function FacturaListPage() {
  return null;
}
