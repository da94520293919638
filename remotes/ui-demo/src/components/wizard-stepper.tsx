import { Button, Group, Stepper } from '@mantine/core';
import { ApiForm, type ApiFormState } from '@portal/design';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface WizardStep<Values> {
  /** Translation key (ui-demo) of the step label. */
  labelKey: string;
  /** Fields this step checks before Next opens the next one. */
  fields: (keyof Values & string)[];
  content: ReactNode;
}

export interface WizardStepperProps<Values extends Record<string, unknown>> {
  /** What `useApiForm` returned (with a `draft` name, values survive a reload). */
  state: ApiFormState<Values>;
  steps: WizardStep<Values>[];
  active: number;
  onActiveChange: (step: number) => void;
  /** Accessible name of the form. */
  label: string;
  /** Label of the last step's button. Default: "Submit". */
  submitLabel?: string;
  /** Shown once submitted (active === steps.length). */
  completed: ReactNode;
}

/**
 * A multi-step form: Next checks only the current step's fields, Back keeps every value, the last
 * step submits through `useApiForm` (whose draft keeps the values across a reload).
 */
export function WizardStepper<Values extends Record<string, unknown>>({
  state,
  steps,
  active,
  onActiveChange,
  label,
  submitLabel,
  completed,
}: WizardStepperProps<Values>) {
  const { t } = useTranslation('ui-demo');
  const last = steps.length - 1;
  const next = () => {
    const fields = steps[active]?.fields ?? [];
    const failed = fields.map((field) => state.form.validateField(field).hasError).some(Boolean);
    if (failed) return;
    if (active === last) state.onSubmit();
    else onActiveChange(active + 1);
  };
  return (
    <ApiForm form={state} label={label}>
      <Stepper
        active={active}
        onStepClick={(step) => step < active && onActiveChange(step)}
        allowNextStepsSelect={false}
      >
        {steps.map((step) => (
          <Stepper.Step key={step.labelKey} label={t(step.labelKey)}>
            {step.content}
          </Stepper.Step>
        ))}
        <Stepper.Completed>{completed}</Stepper.Completed>
      </Stepper>
      {active <= last && (
        <Group justify="space-between">
          <Button
            variant="default"
            disabled={active === 0}
            onClick={() => onActiveChange(active - 1)}
          >
            {t('wizard.back')}
          </Button>
          <Button onClick={next} loading={state.submitting}>
            {active === last ? (submitLabel ?? t('sample.submit')) : t('wizard.next')}
          </Button>
        </Group>
      )}
    </ApiForm>
  );
}
