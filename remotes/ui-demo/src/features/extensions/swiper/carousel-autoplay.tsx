import Autoplay from 'embla-carousel-autoplay';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GeneratedImage } from '../../../components/generated-image';
import { TranslatedCarousel } from '../../../components/translated-carousel';

export default function CarouselAutoplay() {
  const { t } = useTranslation('ui-demo');
  // Pauses while hovered or focused, so nobody has to chase a moving slide.
  const [autoplay] = useState(() =>
    Autoplay({ delay: 2500, stopOnMouseEnter: true, stopOnFocusIn: true }),
  );
  return (
    <TranslatedCarousel
      height={200}
      emblaOptions={{ loop: true }}
      plugins={[autoplay]}
      withIndicators
      // The card's section already carries the title: the carousel landmark needs a name of its own.
      aria-label={t('swiper.slidesOf', { title: t('swiper.autoplay') })}
    >
      {[5, 6, 7, 0].map((seed, index) => (
        <TranslatedCarousel.Slide key={seed}>
          <GeneratedImage
            seed={seed}
            height={200}
            label={t('swiper.slide', { number: index + 1 })}
          />
        </TranslatedCarousel.Slide>
      ))}
    </TranslatedCarousel>
  );
}
