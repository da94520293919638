// @vitest-environment jsdom
// DOMPurify works in jsdom (happy-dom's parser defeats it): here the real sanitiser runs and the
// assertions are on what it returns and on the DOM built from it.
import { sanitizeHtml, sanitizerWorks, textOnly } from './safe-html';

const HOSTILE =
  '<p>Visible <b>words</b></p><script>window.__x = 1</script><img src="x" onerror="window.__y = 1">' +
  '<a href="javascript:window.__z = 1">link</a><style>body{display:none}</style><form><input></form>' +
  '<svg onload="window.__w = 1"><p>more</p></svg>';

function rendered(html: string) {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host;
}

describe('sanitizeHtml where DOMPurify works', () => {
  it('knows that it works here', () => {
    expect(sanitizerWorks()).toBe(true);
  });

  it('keeps the markup and text, removes scripts, handlers, javascript: links, styles and forms', () => {
    const host = rendered(sanitizeHtml(HOSTILE));
    expect(host.querySelector('p b')?.textContent).toBe('words');
    expect(host.textContent).toContain('Visible words');
    expect(host.querySelector('script, style, form, input, [onerror], [onload]')).toBeNull();
    expect(host.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    expect(host.querySelector('img')?.getAttribute('src')).toBe('x');
  });

  it("adds the caller's forbidden tags and attributes to its own", () => {
    const host = rendered(
      sanitizeHtml(
        '<p style="color:red">a<img src="x"><iframe src="/"></iframe></p><style></style>',
        {
          FORBID_TAGS: ['img', 'iframe'],
          FORBID_ATTR: ['style'],
        },
      ),
    );
    expect(host.querySelector('img, iframe, style, [style]')).toBeNull();
    expect(host.textContent).toBe('a');
  });
});

describe('textOnly (where DOMPurify cannot be trusted)', () => {
  it('keeps the text, escaped, and drops scripts and styles with their content', () => {
    const html = textOnly('<p>1 < 2 & "x"</p><script>alert(1)</script><style>p{}</style>');
    const host = rendered(html);
    expect(host.children).toHaveLength(1);
    expect(host.textContent).toBe('1 < 2 & "x"');
    expect(html).not.toMatch(/<script|<style/);
  });
});
