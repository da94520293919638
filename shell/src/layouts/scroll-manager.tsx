import { ActionIcon, Affix, Transition, useDirection } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { RiArrowUpLine } from '@remixicon/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

/** Hash targets stop below the sticky app bar (spec 9). */
export const HASH_SCROLL_OFFSET = 60;
/** The scroll-to-top button appears past this many pixels (spec 9). */
export const SCROLL_TOP_THRESHOLD = 200;

/** Page changes scroll to the top, or smoothly to the `#hash` target. */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        const top = target.getBoundingClientRect().top + window.scrollY - HASH_SCROLL_OFFSET;
        window.scrollTo({ top, behavior: 'smooth' });
        return;
      }
    }
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname, hash]);
  return null;
}

export function ScrollToTopButton() {
  const { t } = useTranslation();
  const [scroll, scrollTo] = useWindowScroll();
  const { dir } = useDirection();
  // Bottom end: the right in left-to-right, the left in Arabic.
  const position = dir === 'rtl' ? { bottom: 24, left: 24 } : { bottom: 24, right: 24 };
  return (
    <Affix position={position} className="hd-scroll-top no-print">
      <Transition transition="slide-up" mounted={scroll.y > SCROLL_TOP_THRESHOLD}>
        {(styles) => (
          <ActionIcon
            size="xl"
            radius="xl"
            style={styles}
            aria-label={t('actions.scrollTop')}
            onClick={() => scrollTo({ y: 0 })}
          >
            <RiArrowUpLine aria-hidden="true" />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
