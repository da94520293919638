import { DemoPage } from '../../../components/demo-page';
import DialogBasic from './dialog-basic';
import basicCode from './dialog-basic.tsx?raw';
import DialogForm from './dialog-form';
import formCode from './dialog-form.tsx?raw';
import DialogScroll from './dialog-scroll';
import scrollCode from './dialog-scroll.tsx?raw';

export default function DialogPage() {
  return (
    <DemoPage
      titleKey="components.dialog.title"
      demos={[
        { titleKey: 'components.dialog.basic', component: DialogBasic, code: basicCode },
        { titleKey: 'components.dialog.scroll', component: DialogScroll, code: scrollCode },
        { titleKey: 'components.dialog.form', component: DialogForm, code: formCode },
      ]}
    />
  );
}
