import { Avatar, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const PEOPLE = ['Ada Lovelace', 'Alan Turing', 'Grace Hopper', 'Linus Torvalds'];

export default function AvatarGroupDemo() {
  const { t } = useTranslation('ui-demo');
  return (
    <Tooltip.Group openDelay={200} closeDelay={100}>
      <Avatar.Group>
        {PEOPLE.map((name) => (
          <Tooltip key={name} label={name} withArrow>
            <Avatar name={name} color="initials" tabIndex={0} />
          </Tooltip>
        ))}
        <Tooltip label={t('sample.moreCount', { count: 5 })} withArrow>
          <Avatar tabIndex={0}>+5</Avatar>
        </Tooltip>
      </Avatar.Group>
    </Tooltip.Group>
  );
}
