import { DemoPage } from '../../../components/demo-page';
import SimpleTableDemo from './simple-table-demo';
import tableCode from './simple-table-demo.tsx?raw';

export default function SimpleTablePage() {
  return (
    <DemoPage
      titleKey="tables.simpleTable.title"
      columns={1}
      demos={[{ titleKey: 'tables.simpleTable.demo', component: SimpleTableDemo, code: tableCode }]}
    />
  );
}
