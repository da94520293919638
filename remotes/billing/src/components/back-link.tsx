import { Anchor, Group, useDirection } from '@mantine/core';
import { RiArrowLeftLine } from '@remixicon/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface BackLinkProps {
  /** Where the link goes (a list page). */
  to: string;
  /** Its text, e.g. "Back to invoices". */
  children: ReactNode;
}

/** "← Back to …" above a detail page; the arrow points the reading direction's way back. */
export function BackLink({ to, children }: BackLinkProps) {
  const { dir } = useDirection();
  return (
    <Anchor component={Link} to={to} size="sm">
      <Group gap={4} component="span">
        <RiArrowLeftLine
          size={14}
          aria-hidden
          style={dir === 'rtl' ? { transform: 'scaleX(-1)' } : undefined}
        />
        {children}
      </Group>
    </Anchor>
  );
}
