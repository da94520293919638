import { keepPreviousData, QueryClient } from '@tanstack/react-query';
import { ApiError, versionOf, withVersion } from '@portal/auth';
import {
  detailQuery,
  listQuery,
  resourceKeys,
  retryUnlessClientError,
  versionedSharing,
} from './resource-queries';

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

describe('versionedSharing', () => {
  it('keeps the version of a changed answer on the shared copy, and shares what is unchanged', async () => {
    const client = new QueryClient();
    const key = ['test', 'things', 'detail', 1];
    let answer = withVersion({ id: 1, note: 'one', lines: [{ a: 1 }] }, '"1"');
    const options = { queryKey: key, queryFn: () => Promise.resolve(answer) };
    const first = await client.query({ ...options, structuralSharing: versionedSharing });
    expect(versionOf(first)).toBe('"1"');
    answer = withVersion({ id: 1, note: 'two', lines: [{ a: 1 }] }, '"2"');
    await client.refetchQueries({ queryKey: key });
    // No observer: the query keeps the options it was fetched with.
    const second = client.getQueryData<typeof answer>(key);
    expect(second).not.toBe(answer);
    expect(second?.lines).toBe(first.lines);
    expect(versionOf(second)).toBe('"2"');
  });

  it('is what every detailQuery shares with (a billing record keeps its version too)', async () => {
    const client = new QueryClient();
    let answer = withVersion({ id: 3, note: 'one' }, '"4"');
    const detail = detailQuery(
      () => ['test', 'things', 'detail'],
      () => Promise.resolve(answer),
    );
    await client.query(detail(3));
    answer = withVersion({ id: 3, note: 'two' }, '"5"');
    await client.refetchQueries({ queryKey: detail(3).queryKey });
    expect(versionOf(client.getQueryData(detail(3).queryKey))).toBe('"5"');
  });

  it('TanStack Query alone loses it (why the option exists)', async () => {
    const client = new QueryClient();
    const key = ['test', 'things', 'detail', 2];
    let answer = withVersion({ id: 2, note: 'one' }, '"1"');
    await client.query({ queryKey: key, queryFn: () => Promise.resolve(answer) });
    answer = withVersion({ id: 2, note: 'two' }, '"2"');
    await client.refetchQueries({ queryKey: key });
    expect(versionOf(client.getQueryData(key))).toBeNull();
  });
});
