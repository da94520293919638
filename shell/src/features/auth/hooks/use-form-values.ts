import { useCallback, useState, type ChangeEvent } from 'react';
import type { FieldErrors } from '../form-errors';

/**
 * Values and per-field errors of a small auth form. Typing in a field clears its error; values
 * are never reset by a failed submit, so what the user typed stays.
 */
export function useFormValues<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const setValue = useCallback((name: keyof T & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) =>
      current[name] === undefined ? current : { ...current, [name]: undefined },
    );
  }, []);

  /** Props for a Mantine text input bound to `name`. */
  const field = (name: keyof T & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.currentTarget.value),
  });

  return { values, setValues, setValue, errors, setErrors, field };
}
