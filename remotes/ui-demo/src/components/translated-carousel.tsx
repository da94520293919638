import './translated-carousel.css';
import { Carousel, type CarouselProps } from '@mantine/carousel';
import { VisuallyHidden } from '@mantine/core';
import { useId } from '@mantine/hooks';
import type { EmblaCarouselType } from 'embla-carousel';
import { Children, cloneElement, isValidElement, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface TranslatedCarouselProps extends CarouselProps {
  /** The carousel landmark's name (a card's title is not enough: two landmarks of one name). */
  'aria-label': string;
}

interface SlideA11yProps {
  'aria-label'?: string;
  'aria-roledescription'?: string;
}

/**
 * Mantine's Carousel in the portal's language. Mantine writes a few English strings no prop
 * replaces: the live status "Slide n of m" (hidden here by `translated-carousel.css` and written
 * again, translated, just after the carousel), the indicators' tablist name "Slides" (named through
 * `aria-labelledby`, which wins over `aria-label`), and the "carousel" / "slide" role descriptions
 * and "Carousel slide" labels (props). The arrows and indicator buttons get translated labels too.
 */
export function TranslatedCarousel({
  children,
  className,
  getEmblaApi,
  onSlideChange,
  initialSlide = 0,
  attributes,
  ...props
}: TranslatedCarouselProps) {
  const { t } = useTranslation('ui-demo');
  const tablistLabel = useId();
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [selected, setSelected] = useState(initialSlide);
  const [snaps, setSnaps] = useState(0);

  // Mantine calls `getEmblaApi` again on every change of slide: keep one listener per API.
  const keepApi = useCallback(
    (api: EmblaCarouselType) => {
      setEmbla(api);
      getEmblaApi?.(api);
    },
    [getEmblaApi],
  );
  useEffect(() => {
    if (!embla) return;
    // Several slides per view or breakpoints change how many positions there are.
    const count = () => {
      setSnaps(embla.scrollSnapList().length);
      setSelected(embla.selectedScrollSnap());
    };
    count();
    embla.on('reInit', count);
    return () => {
      embla.off('reInit', count);
    };
  }, [embla]);

  const total = Children.count(children);
  const slides = Children.map(children, (child, index) =>
    isValidElement<SlideA11yProps>(child)
      ? cloneElement(child, {
          'aria-roledescription': t('carousel.slideRole'),
          'aria-label':
            child.props['aria-label'] ??
            t('carousel.slideLabel', {
              number: index + 1,
              total,
            }),
        })
      : child,
  );

  return (
    <>
      <Carousel
        {...props}
        className={className ? `ui-demo-carousel ${className}` : 'ui-demo-carousel'}
        initialSlide={initialSlide}
        aria-roledescription={t('carousel.role')}
        getEmblaApi={keepApi}
        onSlideChange={(index) => {
          setSelected(index);
          onSlideChange?.(index);
        }}
        previousControlProps={{ 'aria-label': t('swiper.previous') }}
        nextControlProps={{ 'aria-label': t('swiper.next') }}
        getIndicatorProps={(index) => ({ 'aria-label': t('swiper.goTo', { number: index + 1 }) })}
        attributes={{
          ...attributes,
          indicators: { ...attributes?.indicators, 'aria-labelledby': tablistLabel },
        }}
      >
        {slides}
      </Carousel>
      <span id={tablistLabel} hidden>
        {t('carousel.slides')}
      </span>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {snaps > 0 && t('carousel.status', { number: selected + 1, total: snaps })}
      </VisuallyHidden>
    </>
  );
}

TranslatedCarousel.Slide = Carousel.Slide;
