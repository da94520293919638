import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Radio,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { formatCurrency, notify, useApiForm } from '@portal/design';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { WizardStepper } from '../../../components/wizard-stepper';
import { isValidCardNumber, isValidExpiry } from '../../../lib/card-checks';

const ITEMS = [
  { id: 'watch', name: 'Apple Watch Series 9', price: 429 },
  { id: 'keyboard', name: 'Magic Keyboard', price: 99 },
] as const;
const SPEEDS = { standard: 0, express: 10, overnight: 15 } as const;
const COUPONS: Record<string, number> = { SAVE10: 0.1 };

const checkoutSchema = z.object({
  watch: z.number().int().min(0).max(10),
  keyboard: z.number().int().min(0).max(10),
  coupon: z
    .string()
    .refine((code) => code === '' || code.toUpperCase() in COUPONS, 'ui-demo:checkout.badCoupon'),
  address: z.string().min(1),
  speed: z.enum(['standard', 'express', 'overnight']),
  cardNumber: z.string().refine(isValidCardNumber, 'ui-demo:validation.cardNumber'),
  cardName: z.string().trim().min(1),
  expiry: z.string().refine((value) => isValidExpiry(value), 'ui-demo:validation.expiry'),
  cvc: z.string().regex(/^\d{3,4}$/, 'ui-demo:validation.cvc'),
});
type Values = Omit<z.input<typeof checkoutSchema>, 'watch' | 'keyboard'> & {
  watch: number | string;
  keyboard: number | string;
};

const EMPTY: Values = {
  watch: 1,
  keyboard: 1,
  coupon: '',
  address: 'home',
  speed: 'standard',
  cardNumber: '',
  cardName: '',
  expiry: '',
  cvc: '',
};

export default function CheckoutWizard() {
  const { t } = useTranslation('ui-demo');
  const [active, setActive] = useState(0);
  const [addresses, setAddresses] = useState([{ id: 'home', text: '4 Rue de Rivoli, Paris' }]);
  const [adding, addHandlers] = useDisclosure(false);
  const [newAddress, setNewAddress] = useState('');
  const state = useApiForm<Values>({
    schema: checkoutSchema,
    initialValues: EMPTY,
    draft: 'ui-demo.wizard.checkout',
    guardLeave: false,
    submit: (values) => Promise.resolve(values),
    onSuccess: () => {
      notify.success(t('checkout.placed'));
      setActive(4);
    },
    validate: (values) => ({
      watch: Number(values.watch) + Number(values.keyboard) === 0 ? t('checkout.emptyCart') : null,
    }),
  });
  const values = state.form.getValues();
  const subtotal = ITEMS.reduce((sum, item) => sum + item.price * Number(values[item.id]), 0);
  const discount = subtotal * (COUPONS[values.coupon.toUpperCase()] ?? 0);
  const total = subtotal - discount + SPEEDS[values.speed];
  const money = (value: number) => formatCurrency(value, 'USD');

  const steps = [
    {
      labelKey: 'checkout.cart',
      fields: ['watch', 'keyboard', 'coupon'] as (keyof Values)[],
      content: (
        <Stack>
          {ITEMS.map((item) => (
            <Group key={item.id} justify="space-between">
              <Text>
                {item.name} · {money(item.price)}
              </Text>
              <NumberInput
                label={t('checkout.quantity', { name: item.name })}
                min={0}
                max={10}
                w={160}
                {...state.form.getInputProps(item.id)}
              />
            </Group>
          ))}
          <TextInput
            label={t('checkout.coupon')}
            description={t('checkout.couponHint')}
            {...state.form.getInputProps('coupon')}
          />
        </Stack>
      ),
    },
    {
      labelKey: 'checkout.address',
      fields: ['address', 'speed'] as (keyof Values)[],
      content: (
        <Stack>
          <Radio.Group
            label={t('checkout.address')}
            withAsterisk
            {...state.form.getInputProps('address')}
          >
            <Stack mt="xs">
              {addresses.map((address) => (
                <Radio key={address.id} value={address.id} label={address.text} />
              ))}
            </Stack>
          </Radio.Group>
          <Button variant="light" w="fit-content" onClick={addHandlers.open}>
            {t('checkout.addAddress')}
          </Button>
          <Radio.Group
            label={t('checkout.speed')}
            withAsterisk
            {...state.form.getInputProps('speed')}
          >
            <Group mt="xs">
              {(Object.keys(SPEEDS) as (keyof typeof SPEEDS)[]).map((speed) => (
                <Radio
                  key={speed}
                  value={speed}
                  label={`${t(`checkout.speeds.${speed}`)} (${SPEEDS[speed] ? money(SPEEDS[speed]) : t('checkout.free')})`}
                />
              ))}
            </Group>
          </Radio.Group>
          <Modal opened={adding} onClose={addHandlers.close} title={t('checkout.addAddress')}>
            <Stack>
              <TextInput
                label={t('checkout.newAddress')}
                value={newAddress}
                onChange={(event) => setNewAddress(event.currentTarget.value)}
                data-autofocus
              />
              <Button
                disabled={!newAddress.trim()}
                onClick={() => {
                  const id = `address-${addresses.length + 1}`;
                  setAddresses([...addresses, { id, text: newAddress.trim() }]);
                  state.form.setFieldValue('address', id);
                  setNewAddress('');
                  addHandlers.close();
                }}
              >
                {t('sample.save')}
              </Button>
            </Stack>
          </Modal>
        </Stack>
      ),
    },
    {
      labelKey: 'checkout.payment',
      fields: ['cardNumber', 'cardName', 'expiry', 'cvc'] as (keyof Values)[],
      content: (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('field.cardNumber')}
            withAsterisk
            inputMode="numeric"
            autoComplete="cc-number"
            {...state.form.getInputProps('cardNumber')}
          />
          <TextInput
            label={t('field.cardName')}
            withAsterisk
            autoComplete="cc-name"
            {...state.form.getInputProps('cardName')}
          />
          <TextInput
            label={t('field.expiry')}
            placeholder="MM/YY"
            withAsterisk
            autoComplete="cc-exp"
            {...state.form.getInputProps('expiry')}
          />
          <TextInput
            label={t('field.cvc')}
            withAsterisk
            inputMode="numeric"
            autoComplete="cc-csc"
            {...state.form.getInputProps('cvc')}
          />
        </SimpleGrid>
      ),
    },
    {
      labelKey: 'checkout.confirmation',
      fields: [] as (keyof Values)[],
      content: (
        <Table>
          <Table.Caption>{t('checkout.summary')}</Table.Caption>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">{t('checkout.subtotal')}</Table.Th>
              <Table.Td>{money(subtotal)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('checkout.discount')}</Table.Th>
              <Table.Td>{money(-discount)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('checkout.delivery')}</Table.Th>
              <Table.Td>{money(SPEEDS[values.speed])}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{t('checkout.total')}</Table.Th>
              <Table.Td fw={700}>{money(total)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      ),
    },
  ];
  return (
    <WizardStepper
      state={state}
      steps={steps}
      active={active}
      onActiveChange={setActive}
      label={t('checkout.title')}
      submitLabel={t('checkout.placeOrder')}
      completed={
        <Alert color="green" role="status" title={t('checkout.placed')}>
          {t('checkout.placedText', { total: money(total) })}
        </Alert>
      }
    />
  );
}
