import { base64Bytes, type Email, type EmailAttachmentUpload } from '@portal/contract';

/** A generated file icon (no external host) as an SVG data URL. */
export function fileIcon(ext: string, color: string) {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 48"><path d="M0 0h28l12 12v36H0z" fill="${color}"/>` +
    `<text x="20" y="34" font-size="11" font-family="sans-serif" fill="#fff" text-anchor="middle">${ext}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const ICONS: Record<string, [string, string]> = {
  'application/pdf': ['PDF', '#c92a2a'],
  'image/png': ['PNG', '#1971c2'],
  'image/jpeg': ['JPG', '#1971c2'],
  'text/plain': ['TXT', '#495057'],
  'text/csv': ['CSV', '#2b8a3e'],
};

export function formatFileSize(bytes: number) {
  return bytes < 1024 ? `${bytes} B` : `${Math.round(bytes / 1024)} KB`;
}

/** The icon an attachment of this type shows. */
export function attachmentThumbnail(type: string) {
  const [ext, color] = ICONS[type] ?? ['FILE', '#495057'];
  return fileIcon(ext, color);
}

/** An uploaded file as the mailbox keeps it: the content is the `url` (a base64 data URL). */
export function toStoredAttachment(file: EmailAttachmentUpload): Email['attachments'][number] {
  return {
    fileName: file.fileName,
    thumbnail: attachmentThumbnail(file.type),
    url: `data:${file.type};base64,${file.data}`,
    size: formatFileSize(base64Bytes(file.data)),
  };
}

/** A small valid one-page PDF showing `lines` (ASCII), with a correct cross-reference table. */
export function minimalPdf(lines: string[]) {
  const text = lines
    .map((line, i) => `BT /F1 14 Tf 60 ${760 - i * 24} Td (${line.replace(/[()\\]/g, '')}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return pdf;
}

/** An ASCII text as base64 (works in the browser and in Node). */
export const asciiBase64 = (text: string) => btoa(text);
