import { DemoPage } from '../../../components/demo-page';
import DatePickers from './date-pickers';
import pickersCode from './date-pickers.tsx?raw';
import DateRanges from './date-ranges';
import rangesCode from './date-ranges.tsx?raw';

export default function DateTimePickerPage() {
  return (
    <DemoPage
      titleKey="forms.dateTimePicker.title"
      demos={[
        { titleKey: 'forms.dateTimePicker.basic', component: DatePickers, code: pickersCode },
        { titleKey: 'forms.dateTimePicker.ranges', component: DateRanges, code: rangesCode },
      ]}
    />
  );
}
