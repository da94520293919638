import {
  Alert,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { formatCurrency, notify, useApiForm } from '@portal/design';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { WizardStepper } from '../../../components/wizard-stepper';

const TYPES = ['percentage', 'flat', 'shipping'] as const;
const REGIONS = ['europe', 'asia', 'americas', 'africa'] as const;

const dealSchema = z
  .object({
    type: z.enum(TYPES),
    amount: z.number().min(1).max(100_000),
    title: z.string().trim().min(3).max(80),
    code: z.string().regex(/^[A-Z0-9]{4,12}$/, 'ui-demo:deal.badCode'),
    region: z.enum(REGIONS),
    start: z.string().min(1),
    end: z.string().min(1),
  })
  .refine((deal) => deal.type !== 'percentage' || deal.amount <= 100, {
    path: ['amount'],
    message: 'ui-demo:deal.percentMax',
  })
  .refine((deal) => !deal.start || !deal.end || deal.end >= deal.start, {
    path: ['end'],
    message: 'ui-demo:deal.endBeforeStart',
  });
type Values = Omit<z.input<typeof dealSchema>, 'amount' | 'region'> & {
  amount: number | string;
  region: string;
};

export default function CreateDealWizard() {
  const { t } = useTranslation('ui-demo');
  const [active, setActive] = useState(0);
  const state = useApiForm<Values>({
    schema: dealSchema,
    initialValues: {
      type: 'percentage',
      amount: '',
      title: '',
      code: '',
      region: '',
      start: '',
      end: '',
    },
    draft: 'ui-demo.wizard.create-deal',
    guardLeave: false,
    submit: (values) => Promise.resolve(values),
    onSuccess: () => {
      notify.success(t('deal.created'));
      setActive(3);
    },
  });
  const values = state.form.getValues();
  const field = (name: keyof Values) => state.form.getInputProps(name);
  return (
    <WizardStepper
      state={state}
      active={active}
      onActiveChange={setActive}
      label={t('deal.title')}
      steps={[
        {
          labelKey: 'deal.typeStep',
          fields: ['type', 'amount'],
          content: (
            <Stack>
              <Radio.Group label={t('deal.type')} withAsterisk {...field('type')}>
                <Stack mt="xs">
                  {TYPES.map((type) => (
                    <Radio key={type} value={type} label={t(`deal.types.${type}`)} />
                  ))}
                </Stack>
              </Radio.Group>
              <NumberInput label={t('deal.amount')} withAsterisk min={1} {...field('amount')} />
            </Stack>
          ),
        },
        {
          labelKey: 'deal.detailsStep',
          fields: ['title', 'code', 'region'],
          content: (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('deal.dealTitle')} withAsterisk {...field('title')} />
              <TextInput
                label={t('deal.code')}
                description={t('deal.codeHint')}
                withAsterisk
                {...field('code')}
              />
              <Select
                label={t('deal.region')}
                withAsterisk
                data={REGIONS.map((value) => ({ value, label: t(`deal.regions.${value}`) }))}
                {...field('region')}
              />
            </SimpleGrid>
          ),
        },
        {
          labelKey: 'deal.usageStep',
          fields: ['start', 'end'],
          content: (
            <Stack>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <DatePickerInput
                  label={t('deal.start')}
                  withAsterisk
                  valueFormat="YYYY-MM-DD"
                  {...field('start')}
                />
                <DatePickerInput
                  label={t('deal.end')}
                  withAsterisk
                  valueFormat="YYYY-MM-DD"
                  {...field('end')}
                />
              </SimpleGrid>
              <Text size="sm" c="dimmed">
                {t('deal.review', {
                  title: values.title,
                  amount:
                    values.type === 'percentage'
                      ? `${values.amount}%`
                      : formatCurrency(Number(values.amount) || 0, 'USD'),
                })}
              </Text>
            </Stack>
          ),
        },
      ]}
      completed={
        <Alert color="green" role="status" title={t('deal.created')}>
          {values.code}
        </Alert>
      }
    />
  );
}
