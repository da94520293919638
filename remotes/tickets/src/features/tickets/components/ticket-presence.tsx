import { Avatar, Group, Text, Tooltip } from '@mantine/core';
import type { PresenceActivity, TicketViewer } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useTicketPresence } from '../api/ticket-presence';
import { useLivePresence } from '../hooks/use-ticket-presence';

/** Writers first: what matters before sending a reply is who else is writing one. */
const ORDER: readonly PresenceActivity[] = ['replying', 'noting', 'viewing'];

export interface TicketPresenceProps {
  /** The open ticket. */
  id: number;
}

/**
 * The other staff on the open ticket: their avatars (name in a tooltip and as the accessible
 * name) and a polite live line ("Ana Torres is replying…") a screen reader announces.
 */
export function TicketPresence({ id }: TicketPresenceProps) {
  const { t } = useTranslation('tickets');
  useLivePresence(id);
  const viewers: TicketViewer[] = useTicketPresence(id).data?.viewers ?? [];
  const sentences = ORDER.flatMap((activity) => {
    const doing = viewers.filter((viewer) => viewer.activity === activity);
    const [first] = doing;
    if (!first) return [];
    const name = first.fullName;
    return [
      doing.length === 1
        ? t(`presence.${activity}`, { name })
        : t(`presence.${activity}More`, { name, count: doing.length - 1 }),
    ];
  });
  return (
    <Group gap="xs" wrap="nowrap" mih={28}>
      {viewers.length > 0 ? (
        <Tooltip.Group openDelay={200} closeDelay={100}>
          <Avatar.Group spacing="sm" role="list" aria-label={t('presence.label')}>
            {viewers.map((viewer) => (
              <Tooltip key={viewer.id} label={viewer.fullName} withArrow>
                <Avatar
                  role="listitem"
                  aria-label={viewer.fullName}
                  src={viewer.avatar}
                  alt={viewer.fullName}
                  name={viewer.fullName}
                  color="initials"
                  size="sm"
                  radius="xl"
                  tabIndex={0}
                />
              </Tooltip>
            ))}
          </Avatar.Group>
        </Tooltip.Group>
      ) : null}
      {/* Always rendered, so a screen reader already watches it when the first line comes. */}
      <Text size="sm" c="dimmed" role="status" aria-live="polite">
        {sentences.join(' ')}
      </Text>
    </Group>
  );
}
