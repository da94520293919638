import { Group, Rating, Stack, Text } from '@mantine/core';
import { RiHeartFill, RiHeartLine } from '@remixicon/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

export default function RatingDemo() {
  const { t } = useTranslation('ui-demo');
  const [value, setValue] = useState(3);
  return (
    <Stack>
      <Group>
        <Rating
          value={value}
          onChange={setValue}
          role="radiogroup"
          aria-label={t('field.rating')}
        />
        <Text size="sm">{t('field.ratingValue', { value })}</Text>
      </Group>
      <Group>
        {SIZES.map((size) => (
          <Rating
            key={size}
            size={size}
            defaultValue={2}
            role="radiogroup"
            aria-label={`${t('field.rating')} ${size}`}
          />
        ))}
      </Group>
      <Rating
        defaultValue={2.5}
        fractions={2}
        role="radiogroup"
        aria-label={t('field.fractions')}
      />
      <Rating
        value={4.3}
        fractions={10}
        readOnly
        role="img"
        aria-label={t('field.readOnlyRating', { value: 4.3 })}
      />
      <Rating
        defaultValue={3}
        color="red"
        emptySymbol={<RiHeartLine size={20} aria-hidden />}
        fullSymbol={<RiHeartFill size={20} aria-hidden />}
        role="radiogroup"
        aria-label={t('field.customSymbol')}
      />
    </Stack>
  );
}
