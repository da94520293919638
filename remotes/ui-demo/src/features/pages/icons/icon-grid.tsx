import { Center, Loader, Stack, Text, TextInput, Tooltip, UnstyledButton } from '@mantine/core';
import { useClipboard, useElementSize } from '@mantine/hooks';
import { notify } from '@portal/design/base';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

type Icon = ComponentType<{ size?: number }>;
const CELL = 96;

/** `RiArrowUpLine` -> `ri-arrow-up-line`, the name the search index and the template use. */
const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z0-9])/g, '$1-$2').toLowerCase();

export default function IconGrid() {
  const { t } = useTranslation('ui-demo');
  const [icons, setIcons] = useState<[string, Icon][] | null>(null);
  const [search, setSearch] = useState('');
  const clipboard = useClipboard();
  const { ref: sizeRef, width } = useElementSize();
  const scrollRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // The whole Remix set (~3 000 icons) is its own module and chunk, fetched when this page opens
    // (see env.d.ts).
    void import('@remixicon/react-all').then((module) =>
      setIcons(
        Object.entries(module)
          .filter(([name]) => name.startsWith('Ri'))
          .map(([name, icon]) => [kebab(name), icon as Icon]),
      ),
    );
  }, []);

  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (icons ?? []).filter(([name]) => name.includes(needle));
  }, [icons, search]);
  const perRow = Math.max(1, Math.floor((width || CELL) / CELL));
  const rows = Math.ceil(shown.length / perRow);
  // The virtualizer's functions change on every render: this component is not memoized, by design.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => CELL,
    overscan: 4,
  });

  const copy = (name: string) => {
    clipboard.copy(name);
    notify.success(t('icons.copied', { name }));
  };

  return (
    <Stack ref={sizeRef}>
      <TextInput
        label={t('icons.search')}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {icons === null ? (
        <Center h={200}>
          <Loader role="status" aria-label={t('sample.loading')} />
        </Center>
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('icons.count', { count: shown.length })}
          </Text>
          <div ref={scrollRef} style={{ height: 480, overflow: 'auto' }} tabIndex={-1}>
            <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
              {virtualizer.getVirtualItems().map((row) => (
                <div
                  key={row.key}
                  style={{
                    position: 'absolute',
                    top: 0,
                    insetInlineStart: 0,
                    width: '100%',
                    height: CELL,
                    transform: `translateY(${row.start}px)`,
                    display: 'grid',
                    gridTemplateColumns: `repeat(${perRow}, 1fr)`,
                  }}
                >
                  {shown
                    .slice(row.index * perRow, row.index * perRow + perRow)
                    .map(([name, Icon]) => (
                      <Tooltip key={name} label={name} openDelay={300}>
                        <UnstyledButton
                          onClick={() => copy(name)}
                          aria-label={t('icons.copy', { name })}
                          style={{ display: 'grid', placeItems: 'center', borderRadius: 8 }}
                        >
                          <Icon size={28} />
                        </UnstyledButton>
                      </Tooltip>
                    ))}
                </div>
              ))}
            </div>
          </div>
        </>
      )}
    </Stack>
  );
}
