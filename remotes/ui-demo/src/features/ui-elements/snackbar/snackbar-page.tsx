import { DemoPage } from '../../../components/demo-page';
import SnackbarAdvanced from './snackbar-advanced';
import advancedCode from './snackbar-advanced.tsx?raw';
import SnackbarBasic from './snackbar-basic';
import basicCode from './snackbar-basic.tsx?raw';

export default function SnackbarPage() {
  return (
    <DemoPage
      titleKey="components.snackbar.title"
      introKey="components.snackbar.intro"
      demos={[
        { titleKey: 'components.snackbar.basic', component: SnackbarBasic, code: basicCode },
        {
          titleKey: 'components.snackbar.advanced',
          component: SnackbarAdvanced,
          code: advancedCode,
        },
      ]}
    />
  );
}
