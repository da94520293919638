import { DemoPage } from '../../../components/demo-page';
import RangeSliderDemo from './range-slider-demo';
import rangeCode from './range-slider-demo.tsx?raw';

export default function RangeSliderPage() {
  return (
    <DemoPage
      titleKey="forms.rangeSlider.title"
      columns={1}
      demos={[{ titleKey: 'forms.rangeSlider.demo', component: RangeSliderDemo, code: rangeCode }]}
    />
  );
}
