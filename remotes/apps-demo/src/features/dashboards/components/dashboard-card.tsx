import { Card, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled dashboard card holding a chart or a list. */
export function DashboardCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" h="100%">
      <Title order={2} size="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}
