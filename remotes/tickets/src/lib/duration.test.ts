import { describe, expect, it } from 'vitest';
import { formatBytes, formatDuration } from './duration';

describe('formatDuration', () => {
  it('shows days and hours, hours and minutes, or minutes', () => {
    expect(formatDuration(2 * 86_400_000 + 3 * 3_600_000, 'en')).toBe('2d 3h');
    expect(formatDuration(-(4 * 3_600_000 + 15 * 60_000), 'en')).toBe('4h 15m');
    expect(formatDuration(12 * 60_000, 'en')).toBe('12m');
    expect(formatDuration(0, 'en')).toBe('1m');
  });
});

describe('formatBytes', () => {
  it('uses MB, kB or bytes', () => {
    expect(formatBytes(5 * 1024 * 1024, 'en')).toBe('5 MB');
    expect(formatBytes(1536, 'en')).toBe('1.5 kB');
    expect(formatBytes(12, 'en')).toBe('12 byte');
  });
});
