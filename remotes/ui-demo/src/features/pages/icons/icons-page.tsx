import { DemoPage } from '../../../components/demo-page';
import IconGrid from './icon-grid';
import gridCode from './icon-grid.tsx?raw';

export default function IconsPage() {
  return (
    <DemoPage
      titleKey="icons.title"
      introKey="icons.intro"
      columns={1}
      demos={[{ titleKey: 'icons.demo', component: IconGrid, code: gridCode }]}
    />
  );
}
