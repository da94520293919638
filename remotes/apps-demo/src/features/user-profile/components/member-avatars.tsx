import { Avatar, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Stacked member avatars, with "+N" for the members not shown. */
export function MemberAvatars({
  members,
  extra = 0,
}: {
  members: { name: string; avatar: string }[];
  extra?: number;
}) {
  const { t } = useTranslation('apps-demo');
  return (
    <Avatar.Group>
      {members.map((member) => (
        <Tooltip key={member.name} label={member.name} withArrow>
          <Avatar src={member.avatar} alt={member.name} size="sm" />
        </Tooltip>
      ))}
      {extra > 0 && (
        <Avatar size="sm" aria-label={t('userProfile.moreMembers', { count: extra })}>
          +{extra}
        </Avatar>
      )}
    </Avatar.Group>
  );
}
