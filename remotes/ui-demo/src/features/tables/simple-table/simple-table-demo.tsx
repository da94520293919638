import { Group, ScrollArea, SegmentedControl, Switch, Table } from '@mantine/core';
import { formatNumber } from '@portal/design/base';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const DESSERTS = [
  ['Frozen yogurt', 159, 6, 24, 4],
  ['Ice cream sandwich', 237, 9, 37, 4.3],
  ['Eclair', 262, 16, 23, 6],
  ['Cupcake', 305, 3.7, 67, 4.3],
  ['Gingerbread', 356, 16, 49, 3.9],
  ['Jelly bean', 375, 0, 94, 0],
  ['Lollipop', 392, 0.2, 98, 0],
  ['Honeycomb', 408, 3.2, 87, 6.5],
  ['Donut', 452, 25, 51, 4.9],
  ['KitKat', 518, 26, 65, 7],
] as const;
const HEADERS = ['dessert', 'calories', 'fat', 'carbs', 'protein'] as const;

export default function SimpleTableDemo() {
  const { t } = useTranslation('ui-demo');
  const [striped, setStriped] = useState(true);
  const [borders, setBorders] = useState(false);
  const [density, setDensity] = useState('sm');
  return (
    <>
      <Group mb="md">
        <Switch
          label={t('tables.striped')}
          checked={striped}
          onChange={(e) => setStriped(e.currentTarget.checked)}
        />
        <Switch
          label={t('tables.borders')}
          checked={borders}
          onChange={(e) => setBorders(e.currentTarget.checked)}
        />
        <SegmentedControl
          aria-label={t('tables.density')}
          value={density}
          onChange={setDensity}
          data={[
            { value: 'xs', label: t('tables.compact') },
            { value: 'sm', label: t('tables.comfortable') },
            { value: 'md', label: t('tables.spacious') },
          ]}
        />
      </Group>
      {/* The scrolling viewport takes focus so the keyboard can scroll it (axe). */}
      <ScrollArea
        h={300}
        type="auto"
        viewportProps={{
          tabIndex: 0,
          role: 'region',
          'aria-label': t('tables.dessertsCaption'),
        }}
      >
        <Table
          striped={striped}
          highlightOnHover
          withTableBorder={borders}
          withColumnBorders={borders}
          verticalSpacing={density}
          stickyHeader
          miw={560}
        >
          <Table.Caption>{t('tables.dessertsCaption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {HEADERS.map((header) => (
                <Table.Th key={header}>{t(`tables.desserts.${header}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {DESSERTS.map(([name, ...values]) => (
              <Table.Tr key={name}>
                <Table.Td>{name}</Table.Td>
                {values.map((value, index) => (
                  <Table.Td key={HEADERS[index + 1]}>{formatNumber(value)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </>
  );
}
