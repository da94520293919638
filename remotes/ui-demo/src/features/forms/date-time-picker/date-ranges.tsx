import { Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

export default function DateRanges() {
  const { t } = useTranslation('ui-demo');
  const today = dayjs();
  return (
    <Stack>
      <DatePickerInput type="range" label={t('field.range')} placeholder={t('field.pickDates')} />
      <DatePickerInput
        type="multiple"
        label={t('field.multiple')}
        placeholder={t('field.pickDates')}
      />
      <DatePickerInput
        label={t('field.minMax')}
        description={t('field.minMaxHint')}
        placeholder={t('field.pickDate')}
        minDate={today.format('YYYY-MM-DD')}
        maxDate={today.add(1, 'month').format('YYYY-MM-DD')}
        excludeDate={(date) => [0, 6].includes(dayjs(date).day())}
      />
    </Stack>
  );
}
