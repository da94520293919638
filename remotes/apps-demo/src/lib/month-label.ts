import { formatDate } from '@portal/design/base';

/** `YYYY-MM` to the month's short name in the active language. */
export const monthLabel = (month: string) =>
  formatDate(`${month}-01T00:00:00Z`, { month: 'short', timeZone: 'UTC' });
