// Placeholder until the sofono feature lands; replaced by the real page.
export default function SofonoPage() {
  return null;
}
