import { DemoPage } from '../../../components/demo-page';
import LayoutColumns from './layout-columns';
import columnsCode from './layout-columns.tsx?raw';
import LayoutHorizontal from './layout-horizontal';
import horizontalCode from './layout-horizontal.tsx?raw';
import LayoutVertical from './layout-vertical';
import verticalCode from './layout-vertical.tsx?raw';

export default function FormLayoutsPage() {
  return (
    <DemoPage
      titleKey="forms.formLayouts.title"
      demos={[
        { titleKey: 'forms.formLayouts.vertical', component: LayoutVertical, code: verticalCode },
        {
          titleKey: 'forms.formLayouts.horizontal',
          component: LayoutHorizontal,
          code: horizontalCode,
        },
        { titleKey: 'forms.formLayouts.columns', component: LayoutColumns, code: columnsCode },
      ]}
    />
  );
}
