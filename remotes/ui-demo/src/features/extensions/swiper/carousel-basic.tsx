import { Carousel } from '@mantine/carousel';
import { useTranslation } from 'react-i18next';
import { GeneratedImage } from '../../../components/generated-image';

export default function CarouselBasic() {
  const { t } = useTranslation('ui-demo');
  return (
    <Carousel
      withIndicators
      height={200}
      // The card's section already carries the title: the carousel landmark needs a name of its own.
      aria-label={t('swiper.slidesOf', { title: t('swiper.basic') })}
      previousControlProps={{ 'aria-label': t('swiper.previous') }}
      nextControlProps={{ 'aria-label': t('swiper.next') }}
      getIndicatorProps={(index) => ({ 'aria-label': t('swiper.goTo', { number: index + 1 }) })}
    >
      {[0, 1, 2, 3, 4].map((seed) => (
        <Carousel.Slide key={seed}>
          <GeneratedImage
            seed={seed}
            height={200}
            label={t('swiper.slide', { number: seed + 1 })}
          />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
