import { Button, Chip, Group, Pill } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const TAGS = ['React', 'Mantine', 'TypeScript', 'Vitest'];

export default function ChipClosable() {
  const { t } = useTranslation('ui-demo');
  const [tags, setTags] = useState(TAGS);
  const [picked, setPicked] = useState<string[]>(['React']);
  return (
    <Group gap="md" align="flex-start" style={{ flexDirection: 'column' }}>
      <Pill.Group>
        {tags.map((tag) => (
          <Pill
            key={tag}
            withRemoveButton
            removeButtonProps={{ 'aria-label': t('sample.removeTag', { tag }) }}
            onRemove={() => setTags((current) => current.filter((item) => item !== tag))}
          >
            {tag}
          </Pill>
        ))}
      </Pill.Group>
      {tags.length < TAGS.length && (
        <Button size="xs" variant="light" onClick={() => setTags(TAGS)}>
          {t('sample.reset')}
        </Button>
      )}
      <Chip.Group multiple value={picked} onChange={setPicked}>
        <Group gap="xs">
          {TAGS.map((tag) => (
            <Chip key={tag} value={tag}>
              {tag}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Group>
  );
}
