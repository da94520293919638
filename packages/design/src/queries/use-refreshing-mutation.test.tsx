import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useRefreshingMutation } from './use-refreshing-mutation';

function setup() {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { invalidate, wrapper };
}

describe('useRefreshingMutation', () => {
  it('refetches the queries under its key after a success', async () => {
    const { invalidate, wrapper } = setup();
    const { result } = renderHook(
      () => useRefreshingMutation((n: number) => Promise.resolve(n * 2), ['test', 'things']),
      { wrapper },
    );
    await act(async () => {
      await expect(result.current.mutateAsync(21)).resolves.toBe(42);
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['test', 'things'] });
  });

  it('refetches them after a failure too', async () => {
    const { invalidate, wrapper } = setup();
    const { result } = renderHook(
      () => useRefreshingMutation(() => Promise.reject(new Error('nope')), ['test', 'things']),
      { wrapper },
    );
    await act(async () => {
      await expect(result.current.mutateAsync(undefined)).rejects.toThrow('nope');
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['test', 'things'] });
  });
});
