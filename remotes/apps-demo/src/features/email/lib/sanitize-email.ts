import DOMPurify from 'dompurify';
import { sanitizeHtml, sanitizerWorks, textOnly } from '@portal/design/safe-html';

export { sanitizerWorks };

const REMOTE = /^(https?:)?\/\//i;

/**
 * An email's HTML made safe to show: DOMPurify removes scripts, event handlers and other active
 * content; remote images are dropped (and counted) unless the reader allowed them; inline
 * styles go too, as they can fetch remote images. Links open outside the page.
 */
export function sanitizeEmailHtml(html: string, allowRemoteImages: boolean) {
  if (!sanitizerWorks()) return { html: textOnly(html), blockedImages: 0, textOnly: true };
  let blockedImages = 0;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'IMG') {
      node.removeAttribute('srcset');
      const src = node.getAttribute('src') ?? '';
      if (!allowRemoteImages && REMOTE.test(src)) {
        node.removeAttribute('src');
        blockedImages += 1;
      }
    }
    if (node.tagName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  try {
    const html_ = sanitizeHtml(html, { FORBID_ATTR: ['style'] });
    return { html: html_, blockedImages, textOnly: false };
  } finally {
    DOMPurify.removeHook('afterSanitizeAttributes');
  }
}

/** A whole document for a sandboxed frame, with a policy that blocks whatever got through. */
export function emailDocument(safeHtml: string, allowRemoteImages: boolean, textColor: string) {
  const images = allowRemoteImages ? 'data: https: http:' : 'data:';
  return (
    '<!doctype html><html><head><meta charset="utf-8">' +
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src ${images}; style-src 'unsafe-inline'">` +
    `<style>body{font-family:system-ui,sans-serif;font-size:14px;line-height:1.5;color:${textColor};margin:0;word-wrap:break-word}img{max-width:100%}</style>` +
    `</head><body>${safeHtml}</body></html>`
  );
}
