import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DESIGN_NAMESPACE } from '../i18n';

export interface CharacterLimitOptions {
  /** Show the counter once the text reaches this share of the limit (0 to 1). Default: 0.9. */
  counterFrom?: number;
  /**
   * Show a counter at all. False for a short fixed-format field (a code, a card number) that only
   * needs the error when it is too long. Default: true.
   */
  counter?: boolean;
}

/** What a Mantine TextInput or Textarea takes from `form.getInputProps()` or from its own state. */
export interface LimitedFieldProps {
  /** The field's text. */
  value?: unknown;
  /** An error of the form (a 400's, the schema's), kept over the limit's own. */
  error?: ReactNode;
  /** The field's own description, shown before the counter. */
  description?: ReactNode;
}

/** Characters as the contract's zod `.max()` counts them (UTF-16 code units). */
const lengthOf = (value: unknown) => (typeof value === 'string' ? value.length : 0);

/** The text is longer than `max` characters: the form must not send it. */
export const isOverLimit = (value: unknown, max: number): boolean => lengthOf(value) > max;

/**
 * A character limit that never cuts what was typed or pasted. The HTML `maxLength` attribute drops
 * the end of a paste without a word; with this the field keeps every character, shows a counter
 * ("1,950 / 2,000 characters") near the limit and an error ("Enter at most 2,000 characters")
 * over it, and the form's schema (the contract's `.max()`, the same text) refuses to submit.
 * Returns a function that adds the counter and the error to a field's props:
 *
 * ```tsx
 * const limit = useCharacterLimit();
 * <Textarea label={t('note')} {...limit(form.getInputProps('note'), 2000)} />
 * ```
 *
 * The result sets `description` and `error`: give the field's own in `props`, not beside the
 * spread. A field kept in component state passes `{ value, error, description }` and checks
 * `isOverLimit` before it saves.
 */
export function useCharacterLimit() {
  const { t } = useTranslation(DESIGN_NAMESPACE);
  return useCallback(
    <P extends LimitedFieldProps>(
      props: P,
      max: number,
      { counterFrom = 0.9, counter = true }: CharacterLimitOptions = {},
    ): P & { description: ReactNode; error: ReactNode } => {
      const length = lengthOf(props.value);
      const over = length > max;
      const count =
        counter && (over || length >= Math.ceil(max * counterFrom))
          ? t('form.characterCount', { count: max, used: length })
          : null;
      const description =
        count === null ? (
          props.description
        ) : props.description ? (
          <>
            {props.description} · {count}
          </>
        ) : (
          count
        );
      const error = props.error || (over ? t('validation.tooLong', { count: max }) : undefined);
      return { ...props, description, error };
    },
    [t],
  );
}
