import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { RiSearchLine } from '@remixicon/react';
import { useState } from 'react';

const SEARCH_DEBOUNCE_MS = 300;

export interface SearchInputProps {
  /** Accessible label and placeholder. */
  label: string;
  /** The search in the URL. */
  value: string;
  /** Called with the trimmed text after a pause in typing (300 ms). */
  onSearch: (q: string) => void;
}

/** Search box that writes to the URL after a pause and follows the URL on Back/Forward. */
export function SearchInput({ label, value, onSearch }: SearchInputProps) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // The URL catching up with what this box sent must not overwrite what was typed since.
  const [sent, setSent] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== sent) {
      setText(value);
      setSent(value);
    }
  }
  const search = useDebouncedCallback((q: string) => {
    setSent(q);
    onSearch(q);
  }, SEARCH_DEBOUNCE_MS);
  return (
    <TextInput
      aria-label={label}
      placeholder={label}
      leftSection={<RiSearchLine size={16} aria-hidden />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        search(event.currentTarget.value.trim());
      }}
      w={{ base: '100%', sm: 260 }}
    />
  );
}
