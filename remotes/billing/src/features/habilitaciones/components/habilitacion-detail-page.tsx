// Placeholder until the habilitaciones feature lands; replaced by the real page.
export default function HabilitacionDetailPage() {
  return null;
}
