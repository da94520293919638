import {
  Alert,
  Checkbox,
  Group,
  NumberInput,
  Radio,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { notify, useApiForm } from '@portal/design';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { WizardStepper } from '../../../components/wizard-stepper';

const FEATURES = ['parking', 'garden', 'pool', 'lift'] as const;

const propertySchema = z.object({
  owner: z.string().trim().min(1).max(80),
  email: z.email(),
  kind: z.enum(['sale', 'rent']),
  address: z.string().trim().min(5).max(200),
  bedrooms: z.number().int().min(0).max(20),
  area: z.number().min(10).max(10_000),
  features: z.array(z.enum(FEATURES)),
  price: z.number().min(1),
  description: z.string().trim().min(20).max(1000),
});
type Values = Omit<z.input<typeof propertySchema>, 'bedrooms' | 'area' | 'price' | 'features'> & {
  bedrooms: number | string;
  area: number | string;
  price: number | string;
  features: string[];
};

export default function PropertyListingWizard() {
  const { t } = useTranslation('ui-demo');
  const [active, setActive] = useState(0);
  const state = useApiForm<Values>({
    schema: propertySchema,
    initialValues: {
      owner: '',
      email: '',
      kind: 'sale',
      address: '',
      bedrooms: '',
      area: '',
      features: [],
      price: '',
      description: '',
    },
    draft: 'ui-demo.wizard.property-listing',
    guardLeave: false,
    submit: (values) => Promise.resolve(values),
    onSuccess: () => {
      notify.success(t('property.listed'));
      setActive(4);
    },
  });
  const field = (name: keyof Values) => state.form.getInputProps(name);
  return (
    <WizardStepper
      state={state}
      active={active}
      onActiveChange={setActive}
      label={t('property.title')}
      steps={[
        {
          labelKey: 'property.ownerStep',
          fields: ['owner', 'email'],
          content: (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('field.name')} withAsterisk {...field('owner')} />
              <TextInput label={t('field.email')} withAsterisk type="email" {...field('email')} />
            </SimpleGrid>
          ),
        },
        {
          labelKey: 'property.detailsStep',
          fields: ['kind', 'address', 'bedrooms', 'area'],
          content: (
            <Stack>
              <Radio.Group label={t('property.kind')} withAsterisk {...field('kind')}>
                <Group mt="xs">
                  <Radio value="sale" label={t('property.sale')} />
                  <Radio value="rent" label={t('property.rent')} />
                </Group>
              </Radio.Group>
              <TextInput label={t('property.address')} withAsterisk {...field('address')} />
              <SimpleGrid cols={2}>
                <NumberInput
                  label={t('property.bedrooms')}
                  withAsterisk
                  min={0}
                  {...field('bedrooms')}
                />
                <NumberInput label={t('property.area')} withAsterisk min={10} {...field('area')} />
              </SimpleGrid>
            </Stack>
          ),
        },
        {
          labelKey: 'property.featuresStep',
          fields: ['features'],
          content: (
            <Checkbox.Group label={t('property.features')} {...field('features')}>
              <Group mt="xs">
                {FEATURES.map((feature) => (
                  <Checkbox
                    key={feature}
                    value={feature}
                    label={t(`property.featureNames.${feature}`)}
                  />
                ))}
              </Group>
            </Checkbox.Group>
          ),
        },
        {
          labelKey: 'property.priceStep',
          fields: ['price', 'description'],
          content: (
            <Stack>
              <NumberInput
                label={t('property.price')}
                withAsterisk
                min={1}
                prefix="$ "
                {...field('price')}
              />
              <Textarea
                label={t('property.description')}
                description={t('property.descriptionHint')}
                withAsterisk
                autosize
                minRows={3}
                {...field('description')}
              />
            </Stack>
          ),
        },
      ]}
      completed={
        <Alert color="green" role="status" title={t('property.listed')}>
          {state.form.getValues().address}
        </Alert>
      }
    />
  );
}
