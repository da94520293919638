import { DemoPage } from '../../../components/demo-page';
import PaginationControlled from './pagination-controlled';
import controlledCode from './pagination-controlled.tsx?raw';
import PaginationSizes from './pagination-sizes';
import sizesCode from './pagination-sizes.tsx?raw';

export default function PaginationPage() {
  return (
    <DemoPage
      titleKey="components.pagination.title"
      columns={1}
      demos={[
        { titleKey: 'components.pagination.sizes', component: PaginationSizes, code: sizesCode },
        {
          titleKey: 'components.pagination.controlled',
          component: PaginationControlled,
          code: controlledCode,
        },
      ]}
    />
  );
}
