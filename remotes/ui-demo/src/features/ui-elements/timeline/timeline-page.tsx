import { DemoPage } from '../../../components/demo-page';
import TimelineBasic from './timeline-basic';
import basicCode from './timeline-basic.tsx?raw';
import TimelineColors from './timeline-colors';
import colorsCode from './timeline-colors.tsx?raw';

export default function TimelinePage() {
  return (
    <DemoPage
      titleKey="components.timeline.title"
      demos={[
        { titleKey: 'components.timeline.basic', component: TimelineBasic, code: basicCode },
        { titleKey: 'components.timeline.colors', component: TimelineColors, code: colorsCode },
      ]}
    />
  );
}
