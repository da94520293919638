import { DemoPage } from '../../../components/demo-page';
import SliderDemo from './slider-demo';
import sliderCode from './slider-demo.tsx?raw';

export default function SliderPage() {
  return (
    <DemoPage
      titleKey="forms.slider.title"
      columns={1}
      demos={[{ titleKey: 'forms.slider.demo', component: SliderDemo, code: sliderCode }]}
    />
  );
}
