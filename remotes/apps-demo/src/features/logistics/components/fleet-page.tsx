import {
  Accordion,
  Box,
  Flex,
  Group,
  Paper,
  Progress,
  ScrollArea,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { RiTruckLine } from '@remixicon/react';
import { ErrorPanel, PageLoader, apiErrorMessage, formatPercent } from '@portal/design/base';
import type { Vehicle } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAllVehicles } from '../api/get-vehicles';
import { FleetMap } from './fleet-map';
import { WarningBadge } from './warning-badge';

function FleetView({ vehicles }: { vehicles: Vehicle[] }) {
  const { t } = useTranslation('apps-demo');
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = searchParams.get('vehicle');
  const selected = vehicles.find((v) => String(v.id) === selectedId) ?? null;

  const select = (value: string | null) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set('vehicle', value);
        else next.delete('vehicle');
        return next;
      },
      { replace: true },
    );

  return (
    <Flex direction={{ base: 'column', md: 'row' }} gap="md" h="100%" style={{ minHeight: 0 }}>
      <Paper
        withBorder
        w={{ base: '100%', md: 340 }}
        h={{ base: 280, md: 'auto' }}
        style={{ flexShrink: 0, display: 'flex', flexDirection: 'column' }}
      >
        <Title order={1} size="h4" p="md">
          {t('logistics.fleet.title')}
        </Title>
        <ScrollArea style={{ flex: 1 }} type="auto">
          <Accordion value={selectedId} onChange={select} aria-label={t('logistics.fleet.list')}>
            {vehicles.map((vehicle) => (
              <Accordion.Item key={vehicle.id} value={String(vehicle.id)}>
                <Accordion.Control icon={<RiTruckLine size={18} aria-hidden="true" />}>
                  <Text fw={500}>VOL-{vehicle.location}</Text>
                  <Text size="xs" c="dimmed">
                    {vehicle.startCity} → {vehicle.endCity}
                  </Text>
                </Accordion.Control>
                <Accordion.Panel>
                  <Stack gap="xs">
                    <Text size="sm">
                      {t('logistics.fleet.from', {
                        city: vehicle.startCity,
                        country: vehicle.startCountry,
                      })}
                    </Text>
                    <Text size="sm">
                      {t('logistics.fleet.to', {
                        city: vehicle.endCity,
                        country: vehicle.endCountry,
                      })}
                    </Text>
                    <WarningBadge warning={vehicle.warnings} />
                    <Group gap="xs" wrap="nowrap">
                      <Progress
                        value={vehicle.progress}
                        style={{ flex: 1 }}
                        aria-label={t('logistics.progressOf', {
                          vehicle: `VOL-${vehicle.location}`,
                        })}
                      />
                      <Text size="sm">{formatPercent(vehicle.progress)}</Text>
                    </Group>
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </ScrollArea>
      </Paper>
      <Box style={{ flex: 1, minWidth: 0, minHeight: 320, position: 'relative' }}>
        <FleetMap vehicles={vehicles} selected={selected} />
        {selected && (
          <Paper
            withBorder
            shadow="sm"
            p="sm"
            pos="absolute"
            top={12}
            style={{ insetInlineStart: 12 }}
            aria-live="polite"
          >
            <Text fw={600}>VOL-{selected.location}</Text>
            <Text size="sm">
              {t('logistics.fleet.routeProgress', {
                start: selected.startCity,
                end: selected.endCity,
                progress: formatPercent(selected.progress),
              })}
            </Text>
          </Paper>
        )}
      </Box>
    </Flex>
  );
}

export default function FleetPage() {
  const { t } = useTranslation('apps-demo');
  const all = useAllVehicles();
  if (all.isError)
    return (
      <ErrorPanel message={apiErrorMessage(all.error, t)} onRetry={() => void all.refetch()} />
    );
  return all.data ? <FleetView vehicles={all.data.vehicles} /> : <PageLoader />;
}
