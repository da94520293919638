import { Button, Group, Stepper, Text } from '@mantine/core';
import { ApiForm } from '@portal/design';
import { useTranslation } from 'react-i18next';
import { WizardFields } from './wizard-fields';
import { WIZARD_STEPS, useWizardForm } from './wizard-form';

const STEP_KEYS = ['wizard.account', 'wizard.personal', 'wizard.social'];

export default function WizardNumbered() {
  const { t } = useTranslation('ui-demo');
  const { state, active, next, back, restart } = useWizardForm();
  return (
    <ApiForm form={state} label={t('forms.formWizardNumbered.title')}>
      <Stepper active={active} allowNextStepsSelect={false} orientation="vertical">
        {STEP_KEYS.map((key, index) => {
          return (
            <Stepper.Step key={key} label={t(key)}>
              <WizardFields step={index} form={state.form} />
            </Stepper.Step>
          );
        })}
        <Stepper.Completed>
          <Text role="status">{t('wizard.submitted')}</Text>
        </Stepper.Completed>
      </Stepper>
      <Group justify="space-between">
        <Button
          variant="default"
          onClick={back}
          disabled={active === 0 || active === WIZARD_STEPS.length}
        >
          {t('wizard.back')}
        </Button>
        {active < WIZARD_STEPS.length ? (
          <Button onClick={next}>
            {active === WIZARD_STEPS.length - 1 ? t('sample.submit') : t('wizard.next')}
          </Button>
        ) : (
          <Button onClick={restart}>{t('wizard.restart')}</Button>
        )}
      </Group>
    </ApiForm>
  );
}
