// Placeholder until the notas feature lands; replaced by the real page.
export default function NotaDetailPage() {
  return null;
}
