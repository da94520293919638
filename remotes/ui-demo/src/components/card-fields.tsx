import { SimpleGrid, TextInput } from '@mantine/core';
import type { ApiFormState } from '@portal/design';
import { useTranslation } from 'react-i18next';

type InputProps = ReturnType<ApiFormState<Record<string, unknown>>['form']['getInputProps']>;

/** The card's fields, named as the component knows them. */
export type CardField = 'number' | 'name' | 'expiry' | 'cvc';

export interface CardFieldsProps {
  /** The form's input props for each card field (map them onto the form's own field names). */
  inputProps: (field: CardField) => InputProps;
  /** Ask for the name on the card. Default: true. */
  withName?: boolean;
}

/** Card number, name on the card, expiry (MM/YY) and CVC, with the browser's card autofill. */
export function CardFields({ inputProps, withName = true }: CardFieldsProps) {
  const { t } = useTranslation('ui-demo');
  return (
    <>
      <TextInput
        label={t('field.cardNumber')}
        withAsterisk
        inputMode="numeric"
        autoComplete="cc-number"
        {...inputProps('number')}
      />
      {withName ? (
        <TextInput
          label={t('field.cardName')}
          withAsterisk
          autoComplete="cc-name"
          {...inputProps('name')}
        />
      ) : null}
      <SimpleGrid cols={2}>
        <TextInput
          label={t('field.expiry')}
          placeholder="MM/YY"
          withAsterisk
          autoComplete="cc-exp"
          {...inputProps('expiry')}
        />
        <TextInput
          label={t('field.cvc')}
          withAsterisk
          inputMode="numeric"
          autoComplete="cc-csc"
          {...inputProps('cvc')}
        />
      </SimpleGrid>
    </>
  );
}
