import { DemoPage } from '../../../components/demo-page';
import MenuBasic from './menu-basic';
import basicCode from './menu-basic.tsx?raw';
import MenuSections from './menu-sections';
import sectionsCode from './menu-sections.tsx?raw';

export default function MenuPage() {
  return (
    <DemoPage
      titleKey="components.menu.title"
      demos={[
        { titleKey: 'components.menu.basic', component: MenuBasic, code: basicCode },
        { titleKey: 'components.menu.sections', component: MenuSections, code: sectionsCode },
      ]}
    />
  );
}
