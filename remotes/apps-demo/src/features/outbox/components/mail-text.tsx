import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** http(s) URLs in plain text, up to the first space or angle bracket. */
const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;
/** Punctuation that ends a sentence rather than the URL. */
const TRAILING = /[.,;:!?)\]'"]+$/;

/**
 * Splits an e-mail's plain text into text and links. Everything is rendered as React text
 * (escaped): markup in a body shows as characters, nothing in it runs, and only http(s) URLs
 * become anchors.
 */
export function linkify(text: string): (string | { href: string })[] {
  const parts: (string | { href: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const href = match[0].replace(TRAILING, '');
    const start = match.index;
    if (start > last) parts.push(text.slice(last, start));
    parts.push({ href });
    last = start + href.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

export interface MailTextProps {
  /** The message's plain text. */
  text: string;
}

/** An e-mail body: its lines kept, its links clickable (in this tab, as the recipient would). */
export function MailText({ text }: MailTextProps) {
  const content: ReactNode[] = linkify(text).map((part, i) =>
    typeof part === 'string' ? (
      part
    ) : (
      <Anchor key={i} href={part.href} underline="always" style={{ wordBreak: 'break-all' }}>
        {part.href}
      </Anchor>
    ),
  );
  return (
    <Text component="div" style={{ whiteSpace: 'pre-wrap' }} dir="auto">
      {content}
    </Text>
  );
}
