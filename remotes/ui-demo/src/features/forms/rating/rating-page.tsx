import { DemoPage } from '../../../components/demo-page';
import RatingDemo from './rating-demo';
import ratingCode from './rating-demo.tsx?raw';

export default function RatingPage() {
  return (
    <DemoPage
      titleKey="forms.rating.title"
      columns={1}
      demos={[{ titleKey: 'forms.rating.demo', component: RatingDemo, code: ratingCode }]}
    />
  );
}
