// @vitest-environment jsdom
// The real DOMPurify (it works in jsdom; happy-dom's parser defeats it).
import { describe, expect, it } from 'vitest';
import { emailDocument, sanitizeEmailHtml, sanitizerWorks } from './sanitize-email';

const HOSTILE =
  '<p>Hi</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a>';

describe('sanitizeEmailHtml', () => {
  it('never lets scripts or event handlers through', () => {
    expect(sanitizerWorks()).toBe(true);
    const result = sanitizeEmailHtml(HOSTILE, false);
    expect(result.textOnly).toBe(false);
    const host = document.createElement('div');
    host.innerHTML = result.html;
    expect(host.querySelector('p')?.textContent).toBe('Hi');
    expect(host.querySelector('script, [onerror]')).toBeNull();
    expect(result.html).not.toMatch(/<script|onerror|javascript:/i);
    expect(host.querySelector('a')?.getAttribute('target')).toBe('_blank');
  });

  it('blocks remote images until allowed', () => {
    const source =
      '<img src="https://images.example.com/a.png" alt="A"><img src="data:image/png;base64,AAAA">';
    const blocked = sanitizeEmailHtml(source, false);
    expect(blocked.blockedImages).toBe(1);
    expect(blocked.html).not.toContain('images.example.com');
    expect(blocked.html).toContain('data:image/png');
    const allowed = sanitizeEmailHtml(source, true);
    expect(allowed.blockedImages).toBe(0);
    expect(allowed.html).toContain('https://images.example.com/a.png');
  });

  it('puts a content policy that blocks remote images in the frame document', () => {
    expect(emailDocument('<p>x</p>', false, '#000')).toContain('img-src data:;');
    expect(emailDocument('<p>x</p>', true, '#000')).toContain('img-src data: https: http:;');
  });
});
