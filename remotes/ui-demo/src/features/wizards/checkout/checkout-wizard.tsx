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
import { HOSTING_PRODUCTS } from '../../../lib/hosting-products';

/** Support for the order's services: its monthly price in dollars. */
const SUPPORT = { standard: 0, priority: 10, phone: 15 } as const;
const COUPONS: Record<string, number> = { SAVE10: 0.1 };
const quantity = z.number().int().min(0).max(10);

const checkoutSchema = z.object({
  vps: quantity,
  domain: quantity,
  ssl: quantity,
  coupon: z
    .string()
    .refine((code) => code === '' || code.toUpperCase() in COUPONS, 'ui-demo:checkout.badCoupon'),
  address: z.string().min(1),
  support: z.enum(['standard', 'priority', 'phone']),
  cardNumber: z.string().refine(isValidCardNumber, 'ui-demo:validation.cardNumber'),
  cardName: z.string().trim().min(1),
  expiry: z.string().refine((value) => isValidExpiry(value), 'ui-demo:validation.expiry'),
  cvc: z.string().regex(/^\d{3,4}$/, 'ui-demo:validation.cvc'),
});
type Values = Omit<z.input<typeof checkoutSchema>, 'vps' | 'domain' | 'ssl'> & {
  vps: number | string;
  domain: number | string;
  ssl: number | string;
};

const EMPTY: Values = {
  vps: 1,
  domain: 1,
  ssl: 1,
  coupon: '',
  address: 'home',
  support: 'standard',
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
    // A new name: a draft of the earlier cart (other fields) is not restored into this one.
    draft: 'ui-demo.wizard.checkout-hosting',
    guardLeave: false,
    submit: (values) => Promise.resolve(values),
    onSuccess: () => {
      notify.success(t('checkout.placed'));
      setActive(4);
    },
    validate: (values) => ({
      vps: HOSTING_PRODUCTS.every((item) => Number(values[item.id]) === 0)
        ? t('checkout.emptyCart')
        : null,
    }),
  });
  const values = state.form.getValues();
  const subtotal = HOSTING_PRODUCTS.reduce(
    (sum, item) => sum + item.price * Number(values[item.id]),
    0,
  );
  const discount = subtotal * (COUPONS[values.coupon.toUpperCase()] ?? 0);
  const total = subtotal - discount + SUPPORT[values.support];
  const money = (value: number) => formatCurrency(value, 'USD');

  const steps = [
    {
      labelKey: 'checkout.cart',
      fields: ['vps', 'domain', 'ssl', 'coupon'] as (keyof Values)[],
      content: (
        <Stack>
          {HOSTING_PRODUCTS.map((item) => (
            <Group key={item.id} justify="space-between">
              <div>
                <Text>
                  {t(`products.${item.id}.name`)} · {money(item.price)}
                </Text>
                <Text size="sm" c="dimmed">
                  {t(`products.${item.id}.detail`)}
                </Text>
              </div>
              <NumberInput
                label={t('checkout.quantity', { name: t(`products.${item.id}.name`) })}
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
      fields: ['address', 'support'] as (keyof Values)[],
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
            label={t('checkout.support')}
            withAsterisk
            {...state.form.getInputProps('support')}
          >
            <Group mt="xs">
              {(Object.keys(SUPPORT) as (keyof typeof SUPPORT)[]).map((level) => (
                <Radio
                  key={level}
                  value={level}
                  label={`${t(`checkout.supports.${level}`)} (${SUPPORT[level] ? money(SUPPORT[level]) : t('checkout.free')})`}
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
              <Table.Th scope="row">{t('checkout.support')}</Table.Th>
              <Table.Td>{money(SUPPORT[values.support])}</Table.Td>
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
