/**
 * Generated pictures for the demo pages: small SVG data URLs (no external hosts, nothing to
 * bundle). `hue` picks the colours; `label` is drawn in the middle (ASCII only).
 */
export function svgImage({
  width,
  height,
  hue,
  label = '',
  shape = 'waves',
}: {
  width: number;
  height: number;
  hue: number;
  label?: string;
  shape?: 'waves' | 'avatar';
}): string {
  const from = `hsl(${hue % 360} 65% 55%)`;
  const to = `hsl(${(hue + 40) % 360} 70% 35%)`;
  const text = label.replace(/[^A-Za-z0-9 &.-]/g, '');
  const fontSize = Math.round(Math.min(width, height) * (shape === 'avatar' ? 0.4 : 0.16));
  const decoration =
    shape === 'avatar'
      ? ''
      : `<path d="M0 ${height * 0.7} Q ${width * 0.25} ${height * 0.55} ${width * 0.5} ${height * 0.7} T ${width} ${height * 0.65} V ${height} H 0 Z" fill="#fff" fill-opacity="0.18"/>` +
        `<circle cx="${width * 0.82}" cy="${height * 0.25}" r="${height * 0.14}" fill="#fff" fill-opacity="0.22"/>`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>${decoration}` +
    (text
      ? `<text x="50%" y="50%" dominant-baseline="central" text-anchor="middle" font-family="Inter, sans-serif" font-weight="600" font-size="${fontSize}" fill="#fff">${text}</text>`
      : '') +
    `</svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

/** A round-looking avatar picture with the person's initials. */
export function avatarImage(name: string, hue: number): string {
  const initials = name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return svgImage({ width: 96, height: 96, hue, label: initials, shape: 'avatar' });
}

/** A picture of an icon (`path`, 24 × 24 units) in white, centred on a gradient. */
export function iconImage({
  width,
  height,
  hue,
  path,
}: {
  width: number;
  height: number;
  hue: number;
  path: string;
}): string {
  const from = `hsl(${hue % 360} 65% 55%)`;
  const to = `hsl(${(hue + 40) % 360} 70% 35%)`;
  const scale = (Math.min(width, height) * 0.5) / 24;
  const x = (width - 24 * scale) / 2;
  const y = (height - 24 * scale) / 2;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" rx="${Math.round(Math.min(width, height) * 0.12)}" fill="url(#g)"/>` +
    `<path transform="translate(${x.toFixed(2)} ${y.toFixed(2)}) scale(${scale.toFixed(4)})" d="${path}" fill="#fff"/>` +
    `</svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}
