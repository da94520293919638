import { SimpleGrid, UnstyledButton } from '@mantine/core';
import type { EmblaCarouselType } from 'embla-carousel';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GeneratedImage } from '../../../components/generated-image';
import { TranslatedCarousel } from '../../../components/translated-carousel';

const SEEDS = [1, 2, 3, 4, 5];

export default function CarouselThumbnails() {
  const { t } = useTranslation('ui-demo');
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const [active, setActive] = useState(0);
  return (
    <>
      <TranslatedCarousel
        height={200}
        getEmblaApi={setEmbla}
        onSlideChange={setActive}
        // The card's section already carries the title: the carousel landmark needs a name of its own.
        aria-label={t('swiper.slidesOf', { title: t('swiper.thumbnails') })}
      >
        {SEEDS.map((seed, index) => (
          <TranslatedCarousel.Slide key={seed}>
            <GeneratedImage
              seed={seed}
              height={200}
              label={t('swiper.slide', { number: index + 1 })}
            />
          </TranslatedCarousel.Slide>
        ))}
      </TranslatedCarousel>
      <SimpleGrid cols={SEEDS.length} spacing="xs" mt="xs">
        {SEEDS.map((seed, index) => (
          <UnstyledButton
            key={seed}
            onClick={() => embla?.scrollTo(index)}
            aria-label={t('swiper.goTo', { number: index + 1 })}
            aria-current={index === active ? 'true' : undefined}
            style={{ opacity: index === active ? 1 : 0.5, borderRadius: 8 }}
          >
            <GeneratedImage seed={seed} height={40} label="" />
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </>
  );
}
