import { Text, Timeline } from '@mantine/core';
import { RiCheckLine, RiGitBranchLine, RiMessage2Line } from '@remixicon/react';
import { useTranslation } from 'react-i18next';

export default function TimelineBasic() {
  const { t } = useTranslation('ui-demo');
  const events = [
    { key: 'sample.eventCreated', icon: RiGitBranchLine },
    { key: 'sample.eventReviewed', icon: RiMessage2Line },
    { key: 'sample.eventMerged', icon: RiCheckLine },
  ];
  return (
    <Timeline active={1} bulletSize={24} lineWidth={2}>
      {events.map(({ key, icon: Icon }, index) => (
        <Timeline.Item key={key} bullet={<Icon size={12} aria-hidden />} title={t(key)}>
          <Text c="dimmed" size="sm">
            {t('sample.hoursAgo', { count: 3 - index })}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
