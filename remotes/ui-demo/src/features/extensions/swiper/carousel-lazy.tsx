import { Box, Center, Loader, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import desert from '../../../assets/slides/desert.svg?url';
import forest from '../../../assets/slides/forest.svg?url';
import mountains from '../../../assets/slides/mountains.svg?url';
import night from '../../../assets/slides/night.svg?url';
import sea from '../../../assets/slides/sea.svg?url';
import { TranslatedCarousel } from '../../../components/translated-carousel';

// Pictures bundled with the app (`?url`: a file of their own, never inlined): no external host.
const SLIDES = [
  { scene: 'mountains', src: mountains },
  { scene: 'sea', src: sea },
  { scene: 'desert', src: desert },
  { scene: 'forest', src: forest },
  { scene: 'night', src: night },
] as const;

const HEIGHT = 200;

export default function CarouselLazy() {
  const { t } = useTranslation('ui-demo');
  // Slides that have been shown (their picture may be fetched) and pictures already loaded.
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set([0]));
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(() => new Set());

  // The slide shown (one per view) is the one whose picture is fetched.
  const show = (index: number) =>
    setSeen((previous) => (previous.has(index) ? previous : new Set([...previous, index])));

  return (
    <>
      <TranslatedCarousel
        height={HEIGHT}
        withIndicators
        onSlideChange={show}
        aria-label={t('swiper.slidesOf', { title: t('swiper.lazy') })}
      >
        {SLIDES.map(({ scene, src }, index) => (
          <TranslatedCarousel.Slide key={scene}>
            <Box
              pos="relative"
              h={HEIGHT}
              bg="var(--mantine-color-default-hover)"
              style={{ borderRadius: 8 }}
            >
              {seen.has(index) && !loaded.has(index) && (
                <Center pos="absolute" inset={0}>
                  <Loader size="sm" />
                  <VisuallyHidden>{t('swiper.loading', { number: index + 1 })}</VisuallyHidden>
                </Center>
              )}
              {seen.has(index) && (
                <img
                  src={src}
                  alt={t('swiper.picture', {
                    number: index + 1,
                    scene: t(`swiper.scenes.${scene}`),
                  })}
                  onLoad={() => setLoaded((previous) => new Set([...previous, index]))}
                  style={{
                    display: 'block',
                    width: '100%',
                    height: HEIGHT,
                    objectFit: 'cover',
                    borderRadius: 8,
                    opacity: loaded.has(index) ? 1 : 0,
                    transition: 'opacity 300ms',
                  }}
                />
              )}
            </Box>
          </TranslatedCarousel.Slide>
        ))}
      </TranslatedCarousel>
      <Text size="sm" c="dimmed" mt="xs" data-testid="lazy-count">
        {t('swiper.lazyHint', { loaded: loaded.size, total: SLIDES.length })}
      </Text>
    </>
  );
}
