import type { ReactNode } from 'react';

/**
 * Text that reads left to right whatever the page's direction: phone numbers, e-mail
 * addresses, IBANs, tax ids, codes. Inside an Arabic page "+54 11 4000 0000" would show as
 * "0000 4000 11 54+" (the bidi algorithm orders digit groups split by spaces right to left, as
 * it does in right-to-left text) and "(955) 676-1076" would lose its brackets' sides. An
 * isolate with its own direction keeps the value's order and leaves the sentence around it as
 * it was.
 */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}
