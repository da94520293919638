import { KANBAN_MESSAGES } from '@portal/contract';
import type { TFunction } from 'i18next';

const KEYS = Object.fromEntries(
  Object.entries(KANBAN_MESSAGES).map(([key, text]) => [text, key]),
) as Record<string, string>;

/** A kanban API text in the active language (the API speaks English). */
export function kanbanApiText(t: TFunction, text: string): string {
  const key = KEYS[text];
  return key ? t(`kanban.api.${key}`) : text;
}
