// @vitest-environment jsdom
// The real DOMPurify (it works in jsdom, not in happy-dom): what a ticket message may show.
import { sanitizeBody } from './message-thread';

describe('sanitizeBody', () => {
  it('keeps the text and markup of a message, drops scripts, handlers, images, frames and styles', () => {
    const host = document.createElement('div');
    host.innerHTML = sanitizeBody(
      '<p style="color:red">Hi <b>there</b><img src=x onerror="window.hacked=1">' +
        '<script>window.hacked=2</script><iframe src="https://evil.example"></iframe></p>' +
        '<a href="javascript:alert(1)">link</a><form><button>Pay</button></form>',
    );
    expect(host.querySelector('p b')?.textContent).toBe('there');
    expect(host.textContent).toContain('Hi there');
    expect(host.querySelector('img, script, iframe, form, button, [style], [onerror]')).toBeNull();
    expect(host.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
  });
});
