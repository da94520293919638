import { keepPreviousData, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@portal/auth';
import { detailQuery, listQuery, resourceKeys, retryUnlessClientError } from './resource-queries';

const keys = resourceKeys('test', 'things');

describe('resourceKeys', () => {
  it('roots the list and detail keys at [app, resource]', () => {
    expect(keys.all()).toEqual(['test', 'things']);
    expect(keys.lists()).toEqual(['test', 'things', 'list']);
    expect(keys.details()).toEqual(['test', 'things', 'detail']);
  });
});

describe('listQuery / detailQuery', () => {
  it('keys a page by its filters and keeps the previous page while the next loads', async () => {
    const fetchList = vi.fn((filters: { page: number }) => Promise.resolve({ page: filters.page }));
    const options = listQuery(keys.lists, fetchList)({ page: 2 });
    expect(options.queryKey).toEqual(['test', 'things', 'list', { page: 2 }]);
    expect(options.placeholderData).toBe(keepPreviousData);
    await expect(new QueryClient().query(options)).resolves.toEqual({ page: 2 });
    expect(fetchList).toHaveBeenCalledWith({ page: 2 }, expect.any(AbortSignal));
  });

  it('keys a record by its id and asks the fetcher for that id', async () => {
    const fetchOne = vi.fn((id: number) => Promise.resolve({ id }));
    const options = detailQuery(keys.details, fetchOne)(7);
    expect(options.queryKey).toEqual(['test', 'things', 'detail', 7]);
    await expect(new QueryClient().query(options)).resolves.toEqual({ id: 7 });
  });
});

describe('retryUnlessClientError', () => {
  it('never retries a 4xx answer', () => {
    expect(retryUnlessClientError(0, new ApiError(404, { message: 'Not found' }))).toBe(false);
    expect(retryUnlessClientError(0, new ApiError(403, { message: 'Forbidden' }))).toBe(false);
  });

  it('retries a 5xx or a network error once', () => {
    expect(retryUnlessClientError(0, new ApiError(503, { message: 'Down' }))).toBe(true);
    expect(retryUnlessClientError(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryUnlessClientError(1, new TypeError('Failed to fetch'))).toBe(false);
  });
});
