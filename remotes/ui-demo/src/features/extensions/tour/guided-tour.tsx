import { Button, Text } from '@mantine/core';
import { driver, type DriveStep } from 'driver.js';
import 'driver.js/dist/driver.css';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The portal frame's parts, found by role and the shell's own labels (never by layout classes alone). */
const find = {
  navbar: () => document.querySelector('.hd-navbar') ?? document.querySelector('header'),
  search: (label: string) =>
    document.querySelector(`header button[aria-label="${CSS.escape(label)}"]`) ??
    document.querySelector('header'),
  footer: () => document.querySelector('footer') ?? document.querySelector('main'),
};

export default function GuidedTour() {
  const { t } = useTranslation('ui-demo');
  const tour = useRef<ReturnType<typeof driver> | null>(null);
  useEffect(() => () => tour.current?.destroy(), []);

  const start = () => {
    const steps: DriveStep[] = [
      {
        element: find.navbar,
        popover: { title: t('tour.navbarTitle'), description: t('tour.navbarText') },
      },
      {
        element: () => find.search(t('common:search.open')),
        popover: { title: t('tour.searchTitle'), description: t('tour.searchText') },
      },
      {
        element: find.footer,
        popover: { title: t('tour.footerTitle'), description: t('tour.footerText') },
      },
    ].map((step) => ({ ...step, element: () => step.element() ?? document.body }));
    tour.current = driver({
      steps,
      showProgress: true,
      allowKeyboardControl: true,
      nextBtnText: t('tour.next'),
      prevBtnText: t('tour.back'),
      doneBtnText: t('tour.finish'),
      progressText: t('tour.progress', { current: '{{current}}', total: '{{total}}' }),
      // driver.js draws a plain div: make it a labelled dialog and move focus into it.
      onPopoverRender: (popover) => {
        popover.wrapper.setAttribute('role', 'dialog');
        popover.wrapper.setAttribute('aria-labelledby', 'driver-popover-title');
        popover.wrapper.setAttribute('aria-describedby', 'driver-popover-description');
        popover.closeButton.setAttribute('aria-label', t('sample.close'));
        popover.nextButton.focus();
      },
    });
    tour.current.drive();
  };

  return (
    <>
      <Text mb="md">{t('tour.intro')}</Text>
      <Button onClick={start}>{t('tour.start')}</Button>
    </>
  );
}
