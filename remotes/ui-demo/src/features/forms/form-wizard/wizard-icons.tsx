import { Button, Group, Stepper, Text } from '@mantine/core';
import { ApiForm } from '@portal/design';
import { RiAccountCircleLine, RiLinksLine, RiUserLine } from '@remixicon/react';
import { useTranslation } from 'react-i18next';
import { WizardFields } from './wizard-fields';
import { WIZARD_STEPS, useWizardForm } from './wizard-form';

const ICONS = [RiAccountCircleLine, RiUserLine, RiLinksLine];
const STEP_KEYS = ['wizard.account', 'wizard.personal', 'wizard.social'];

export default function WizardIcons() {
  const { t } = useTranslation('ui-demo');
  const { state, active, next, back, restart } = useWizardForm();
  return (
    <ApiForm form={state} label={t('forms.formWizardIcons.title')}>
      <Stepper active={active} allowNextStepsSelect={false}>
        {STEP_KEYS.map((key, index) => {
          const Icon = ICONS[index] ?? RiUserLine;
          return (
            <Stepper.Step key={key} label={t(key)} icon={<Icon size={18} aria-hidden />}>
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
