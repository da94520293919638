import { DemoPage } from '../../../components/demo-page';
import AutocompleteBasic from './autocomplete-basic';
import basicCode from './autocomplete-basic.tsx?raw';

export default function AutocompletePage() {
  return (
    <DemoPage
      titleKey="forms.autocomplete.title"
      columns={1}
      demos={[
        { titleKey: 'forms.autocomplete.basic', component: AutocompleteBasic, code: basicCode },
      ]}
    />
  );
}
