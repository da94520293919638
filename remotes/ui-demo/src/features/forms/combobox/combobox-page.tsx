import { DemoPage } from '../../../components/demo-page';
import ComboboxSearch from './combobox-search';
import searchCode from './combobox-search.tsx?raw';

export default function ComboboxPage() {
  return (
    <DemoPage
      titleKey="forms.combobox.title"
      columns={1}
      demos={[{ titleKey: 'forms.combobox.search', component: ComboboxSearch, code: searchCode }]}
    />
  );
}
