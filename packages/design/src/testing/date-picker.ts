import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

const DAY_LABEL = /^\d{1,2} \p{L}+ \d{4}$/u;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A day's name in an English Mantine calendar: "1 June 2026". */
const dayName = (iso: string) => {
  const [year = '', month = '', day = ''] = iso.split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1] ?? ''} ${year}`;
};
const monthIndex = (label: string) => {
  const [, month = '', year = ''] = label.split(' ');
  return Number(year) * 12 + MONTHS.indexOf(month);
};

/**
 * Opens the Mantine date picker input named `label` (English page) and clicks each day
 * (YYYY-MM-DD) in turn, moving month by month to it with the calendar's "Previous month" /
 * "Next month" buttons: what a person does.
 */
export async function pickDays(user: User, label: string | RegExp, days: string[]) {
  // Open unless it already is (a range waiting for its last day). The kit's date filter loads
  // @mantine/dates with its first appearance: wait for it.
  if (!screen.queryByRole('dialog'))
    await user.click(await screen.findByRole('button', { name: label }, { timeout: 5000 }));
  const calendar = () => screen.getByRole('dialog');
  for (const iso of days) {
    const name = dayName(iso);
    for (let step = 0; step < 120; step += 1) {
      if (within(calendar()).queryByRole('button', { name })) break;
      // A day in the middle of the grid belongs to the month shown.
      const shown = within(calendar()).getAllByRole('button', { name: DAY_LABEL })[14];
      const later = monthIndex(name) > monthIndex(shown?.getAttribute('aria-label') ?? '');
      await user.click(
        within(calendar()).getByRole('button', { name: later ? 'Next month' : 'Previous month' }),
      );
    }
    await user.click(within(calendar()).getByRole('button', { name }));
  }
}
