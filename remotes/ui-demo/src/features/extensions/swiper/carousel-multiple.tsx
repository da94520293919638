import { useTranslation } from 'react-i18next';
import { GeneratedImage } from '../../../components/generated-image';
import { TranslatedCarousel } from '../../../components/translated-carousel';

export default function CarouselMultiple() {
  const { t } = useTranslation('ui-demo');
  return (
    <TranslatedCarousel
      // Breakpoints: one slide on phones, two on tablets, three from the md breakpoint.
      slideSize={{ base: '100%', sm: '50%', md: '33.333%' }}
      slideGap="md"
      emblaOptions={{ loop: true, align: 'center' }}
      // The card's section already carries the title: the carousel landmark needs a name of its own.
      aria-label={t('swiper.slidesOf', { title: t('swiper.multiple') })}
    >
      {[0, 1, 2, 3, 4, 5, 6].map((seed) => (
        <TranslatedCarousel.Slide key={seed}>
          <GeneratedImage
            seed={seed}
            height={140}
            label={t('swiper.slide', { number: seed + 1 })}
          />
        </TranslatedCarousel.Slide>
      ))}
    </TranslatedCarousel>
  );
}
