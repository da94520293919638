import '@mantine/carousel/styles.css';
import { DemoPage } from '../../../components/demo-page';
import CarouselAutoplay from './carousel-autoplay';
import autoplayCode from './carousel-autoplay.tsx?raw';
import CarouselBasic from './carousel-basic';
import basicCode from './carousel-basic.tsx?raw';
import CarouselLazy from './carousel-lazy';
import lazyCode from './carousel-lazy.tsx?raw';
import CarouselMultiple from './carousel-multiple';
import multipleCode from './carousel-multiple.tsx?raw';
import CarouselThumbnails from './carousel-thumbnails';
import thumbnailsCode from './carousel-thumbnails.tsx?raw';

export default function SwiperPage() {
  return (
    <DemoPage
      titleKey="swiper.title"
      introKey="swiper.intro"
      demos={[
        { titleKey: 'swiper.basic', component: CarouselBasic, code: basicCode },
        { titleKey: 'swiper.autoplay', component: CarouselAutoplay, code: autoplayCode },
        { titleKey: 'swiper.multiple', component: CarouselMultiple, code: multipleCode },
        { titleKey: 'swiper.thumbnails', component: CarouselThumbnails, code: thumbnailsCode },
        { titleKey: 'swiper.lazy', component: CarouselLazy, code: lazyCode },
      ]}
    />
  );
}
