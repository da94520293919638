import type { RemoteRoute } from '@portal/design/base';
import { loadedPage, loadPage } from './page-modules';

const Page = () => null;

describe("a remote page's module", () => {
  it('is loaded once when the start-up preload and the page ask for it together', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Page }));
    const route: RemoteRoute = { path: '/Facturacion', load };
    const [first, second] = await Promise.all([loadPage(route), loadPage(route)]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(first.default).toBe(Page);
    expect(second.default).toBe(Page);
    expect(loadedPage(route)).toBe(Page);
  });

  it('is loaded again after a failure (Retry)', async () => {
    const load = vi
      .fn<RemoteRoute['load']>()
      .mockRejectedValueOnce(new Error('Loading chunk 12 failed'))
      .mockResolvedValueOnce({ default: Page });
    const route: RemoteRoute = { path: '/ticket', load };
    await expect(loadPage(route)).rejects.toThrow('Loading chunk 12 failed');
    expect(loadedPage(route)).toBeUndefined();
    expect((await loadPage(route)).default).toBe(Page);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
