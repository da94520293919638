import { DemoPage } from '../../../components/demo-page';
import GroupedSalesTable from './grouped-sales-table';
import groupedCode from './grouped-sales-table.tsx?raw';
import SalesTable from './sales-table';
import tableCode from './sales-table.tsx?raw';

export default function DataTablePage() {
  return (
    <DemoPage
      titleKey="tables.dataTable.title"
      introKey="tables.dataTable.intro"
      columns={1}
      demos={[
        { titleKey: 'tables.dataTable.demo', component: SalesTable, code: tableCode },
        { titleKey: 'tables.dataTable.grouped', component: GroupedSalesTable, code: groupedCode },
      ]}
    />
  );
}
