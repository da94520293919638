import { Stack } from '@mantine/core';
import { DatePickerInput, DateTimePicker, TimeInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';

export default function DatePickers() {
  const { t } = useTranslation('ui-demo');
  return (
    <Stack>
      <DatePickerInput label={t('field.date')} placeholder={t('field.pickDate')} clearable />
      <TimeInput label={t('field.time')} />
      <DateTimePicker label={t('field.dateTime')} placeholder={t('field.pickDate')} />
    </Stack>
  );
}
