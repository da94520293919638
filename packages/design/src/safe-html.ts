import DOMPurify, { type Config } from 'dompurify';

const PROBE = '<p>a</p><b>b</b><img src="x" onerror="y"><script>z</script>';

/**
 * Whether DOMPurify really cleans HTML in this DOM (it does not where it is unsupported, and
 * happy-dom's parser defeats it): the callers then fail closed and show text only.
 */
export function sanitizerWorks(): boolean {
  if (!DOMPurify.isSupported) return false;
  return !/<script|onerror/i.test(DOMPurify.sanitize(PROBE));
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The HTML's text only, escaped: what is shown when the sanitiser cannot be trusted. */
export function textOnly(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const node of doc.querySelectorAll('script, style, template, noscript')) node.remove();
  return `<p>${escape(doc.body.textContent)}</p>`;
}

/** Tags no content from the API may bring (styles, forms), on top of DOMPurify's defaults and the caller's. */
const FORBID_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'link', 'meta'];

/** HTML from the API made safe for `dangerouslySetInnerHTML`: DOMPurify, or text if it cannot run. */
export function sanitizeHtml(html: string, config: Config = {}): string {
  if (!sanitizerWorks()) return textOnly(html);
  return DOMPurify.sanitize(html, {
    ...config,
    FORBID_TAGS: [...FORBID_TAGS, ...(config.FORBID_TAGS ?? [])],
    RETURN_TRUSTED_TYPE: false,
  });
}
