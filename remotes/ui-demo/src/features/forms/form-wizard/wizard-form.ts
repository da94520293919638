import { useApiForm, notify } from '@portal/design';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

export const wizardSchema = z.object({
  username: z.string().trim().min(3),
  email: z.email(),
  firstName: z.string().trim().min(1),
  lastName: z.string().trim().min(1),
  country: z.string().min(1),
  website: z.union([z.literal(''), z.url()]),
});
export type WizardValues = z.input<typeof wizardSchema>;

/** The fields each step validates before the next one opens. */
export const WIZARD_STEPS: (keyof WizardValues)[][] = [
  ['username', 'email'],
  ['firstName', 'lastName', 'country'],
  ['website'],
];

const EMPTY: WizardValues = {
  username: '',
  email: '',
  firstName: '',
  lastName: '',
  country: '',
  website: '',
};

/** The form and step state of the form-wizard demos: Next validates the current step only. */
export function useWizardForm() {
  const { t } = useTranslation('ui-demo');
  const [active, setActive] = useState(0);
  const state = useApiForm<WizardValues>({
    schema: wizardSchema,
    initialValues: EMPTY,
    submit: (values) => Promise.resolve(values),
    onSuccess: () => {
      notify.success(t('wizard.submitted'));
      setActive(WIZARD_STEPS.length);
    },
    guardLeave: false,
  });
  const next = () => {
    const fields = WIZARD_STEPS[active] ?? [];
    const failed = fields.map((field) => state.form.validateField(field).hasError).some(Boolean);
    if (failed) return;
    if (active === WIZARD_STEPS.length - 1) state.onSubmit();
    else setActive(active + 1);
  };
  const back = () => setActive((current) => Math.max(0, current - 1));
  const restart = () => {
    state.form.reset();
    setActive(0);
  };
  return { state, active, setActive, next, back, restart };
}
