import { DemoPage } from '../../../components/demo-page';
import GuidedTour from './guided-tour';
import tourCode from './guided-tour.tsx?raw';

export default function TourPage() {
  return (
    <DemoPage
      titleKey="tour.title"
      columns={1}
      demos={[{ titleKey: 'tour.demo', component: GuidedTour, code: tourCode }]}
    />
  );
}
