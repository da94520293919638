import { Avatar, Group } from '@mantine/core';
import { DEMO_COLORS } from '../../../lib/demo-colors';

const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

export default function AvatarSizes() {
  return (
    <Group>
      {SIZES.map((size, index) => (
        <Avatar key={size} size={size} color={DEMO_COLORS[index]?.color} name="Ada Lovelace" />
      ))}
    </Group>
  );
}
