import { DemoPage } from '../../../components/demo-page';
import TypographyDemo from './typography-demo';
import demoCode from './typography-demo.tsx?raw';

export default function TypographyPage() {
  return (
    <DemoPage
      titleKey="typography.title"
      columns={1}
      demos={[{ titleKey: 'typography.demo', component: TypographyDemo, code: demoCode }]}
    />
  );
}
