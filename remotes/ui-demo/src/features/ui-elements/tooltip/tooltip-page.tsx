import { DemoPage } from '../../../components/demo-page';
import TooltipOptions from './tooltip-options';
import optionsCode from './tooltip-options.tsx?raw';
import TooltipPositions from './tooltip-positions';
import positionsCode from './tooltip-positions.tsx?raw';

export default function TooltipPage() {
  return (
    <DemoPage
      titleKey="components.tooltip.title"
      demos={[
        {
          titleKey: 'components.tooltip.positions',
          component: TooltipPositions,
          code: positionsCode,
        },
        { titleKey: 'components.tooltip.options', component: TooltipOptions, code: optionsCode },
      ]}
    />
  );
}
