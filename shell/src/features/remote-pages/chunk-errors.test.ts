import {
  clearChunkReloadFlag,
  isChunkLoadError,
  RELOAD_FLAG,
  reloadOnceForChunkError,
  retryChunkOnce,
} from './chunk-errors';

const chunkError = () =>
  Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });

describe('chunk load failures', () => {
  beforeEach(() => sessionStorage.clear());

  it.each([
    [chunkError(), true],
    [new Error('Loading CSS chunk 3 failed'), true],
    [new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003'), true],
    [new TypeError('Failed to fetch dynamically imported module: /a.js'), true],
    [new Error('Cannot read properties of undefined'), false],
    ['Loading chunk 1 failed', false],
  ])('%s is a chunk error: %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });

  it('retries a failed chunk once before giving up', async () => {
    const load = vi.fn().mockRejectedValueOnce(chunkError()).mockResolvedValueOnce('page');
    await expect(retryChunkOnce(load, 0)()).resolves.toBe('page');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not retry other errors', async () => {
    const load = vi.fn().mockRejectedValue(new Error('boom'));
    await expect(retryChunkOnce(load, 0)()).rejects.toThrow('boom');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reloads the page once, never in a loop', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunkError(reload)).toBe(true);
    expect(sessionStorage.getItem(RELOAD_FLAG)).not.toBeNull();
    expect(reloadOnceForChunkError(reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    clearChunkReloadFlag();
    expect(reloadOnceForChunkError(reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
