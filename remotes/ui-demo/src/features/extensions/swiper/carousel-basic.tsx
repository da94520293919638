import { useTranslation } from 'react-i18next';
import { GeneratedImage } from '../../../components/generated-image';
import { TranslatedCarousel } from '../../../components/translated-carousel';

export default function CarouselBasic() {
  const { t } = useTranslation('ui-demo');
  return (
    <TranslatedCarousel
      withIndicators
      height={200}
      // The card's section already carries the title: the carousel landmark needs a name of its own.
      aria-label={t('swiper.slidesOf', { title: t('swiper.basic') })}
    >
      {[0, 1, 2, 3, 4].map((seed) => (
        <TranslatedCarousel.Slide key={seed}>
          <GeneratedImage
            seed={seed}
            height={200}
            label={t('swiper.slide', { number: seed + 1 })}
          />
        </TranslatedCarousel.Slide>
      ))}
    </TranslatedCarousel>
  );
}
