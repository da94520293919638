import { Avatar, Group, Indicator } from '@mantine/core';
import ada from '../../../assets/avatars/ada.svg?url';
import alan from '../../../assets/avatars/alan.svg?url';
import grace from '../../../assets/avatars/grace.svg?url';
import katherine from '../../../assets/avatars/katherine.svg?url';

// Pictures bundled with the app (no external host); `alt` names the person.
const PEOPLE = [
  { name: 'Ada Lovelace', src: ada },
  { name: 'Alan Turing', src: alan },
  { name: 'Grace Hopper', src: grace },
  { name: 'Katherine Johnson', src: katherine },
];

export default function AvatarImages() {
  return (
    <Group>
      {PEOPLE.map(({ name, src }, index) => (
        <Avatar key={name} src={src} alt={name} size={['sm', 'md', 'lg', 'xl'][index]} />
      ))}
      <Avatar src={ada} alt="Ada Lovelace" radius="sm" size="lg" />
      <Indicator color="green" offset={6} position="bottom-end" withBorder size={12}>
        <Avatar src={grace} alt="Grace Hopper" size="lg" />
      </Indicator>
    </Group>
  );
}
