import type { TFunction } from 'i18next';

/**
 * The seeded boards' names (seed-kanban.ts) and their translation keys. The API keeps a board's
 * name as stored, word for word; the screen says a seeded name in the page's language, and a
 * name someone typed as it was typed.
 */
const SEEDED_BOARD_KEYS: Record<string, string> = {
  'In Progress': 'kanban.boards.inProgress',
  'In Review': 'kanban.boards.inReview',
  Done: 'kanban.boards.done',
};

/** A board's name as the screen shows it. */
export function boardTitle(t: TFunction, title: string): string {
  const key = SEEDED_BOARD_KEYS[title];
  return key === undefined ? title : t(key);
}
