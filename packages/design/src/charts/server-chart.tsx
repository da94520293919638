import { Box, Skeleton, useDirection } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@portal/auth';
import { chartSvgSchema, type ChartSvgRequestBody } from '@portal/contract';
import { hydrate } from 'echarts/ssr/client/index';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, numberLocale } from '../format';
import { retryUnlessClientError } from '../queries/resource-queries';
import { useChartColors } from './chart-colors';
import { chartItem, legendName, type ChartItem } from './chart-data';
import { ChartFrame, toggled, useChartLegend } from './chart-frame';
import { textWidths } from './text-widths';
import type { ThemedChartProps } from './chart-types';
import { ThemedChart } from './themed-chart';

/** How long a resize settles before the chart is drawn again at the new size. */
const RESIZE_SETTLE_MS = 150;

/**
 * The element's size in whole pixels, as the browser lays it out for its first paint (the resize
 * observer's first report), then on each settled resize. Not read in the commit: a size read
 * there could still change before the paint (the CRM dashboard's charts were 2 px wider there,
 * and asked for again 150 ms later), and a state set there makes React run every page's effects,
 * and their requests, before the first paint.
 */
function useBoxSize(ref: RefObject<HTMLElement | null>) {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const read = () =>
      setSize((previous) => {
        const width = Math.round(element.clientWidth);
        const height = Math.round(element.clientHeight);
        return previous.width === width && previous.height === height
          ? previous
          : { width, height };
      });
    let first = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new ResizeObserver(() => {
      if (first) {
        first = false;
        read();
        return;
      }
      clearTimeout(timer);
      timer = setTimeout(read, RESIZE_SETTLE_MS);
    });
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [ref]);
  return size;
}

/** The drawings whose listeners are set (`hydrate` adds them to the <svg> each time it runs). */
const hydrated = new WeakSet<SVGSVGElement>();

interface Tip extends ChartItem {
  x: number;
  y: number;
}

const formatValue = (value: ChartItem['value']): string =>
  [value]
    .flat()
    .map((v) => (typeof v === 'number' ? formatNumber(v) : v))
    .join(', ');

/** The kit's tooltip over a chart drawn by the server: the item under the pointer, beside it. */
function ChartTip({
  tip,
  size,
  colors,
}: {
  tip: Tip;
  size: { width: number; height: number };
  colors: ReturnType<typeof useChartColors>;
}) {
  // On the chart's right half the tip opens to the pointer's left.
  const flipX = tip.x > size.width / 2;
  return (
    <Box
      aria-hidden="true"
      fz="sm"
      px="xs"
      py={6}
      style={{
        position: 'absolute',
        top: Math.min(tip.y + 12, Math.max(size.height - 56, 0)),
        ...(flipX ? { right: size.width - tip.x + 12 } : { left: tip.x + 12 }),
        pointerEvents: 'none',
        whiteSpace: 'nowrap',
        background: colors.tooltip,
        color: colors.text,
        border: `1px solid ${colors.axis}`,
        borderRadius: 4,
        boxShadow: '0 2px 8px rgba(0, 0, 0, 0.15)',
        zIndex: 1,
      }}
    >
      {tip.name && <div>{tip.name}</div>}
      <div>
        <span
          style={{
            display: 'inline-block',
            width: 10,
            height: 10,
            borderRadius: '50%',
            background: tip.color,
            marginInlineEnd: 6,
          }}
        />
        {tip.series && `${tip.series}: `}
        <strong>{formatValue(tip.value)}</strong>
      </div>
    </Box>
  );
}

/**
 * A chart drawn by the server (`POST /api/charts/svg`, ECharts' server-side SVG renderer) from
 * the same option, colours and direction `ThemedChart` would use: the page fetches no ECharts.
 * `echarts/ssr/client`'s `hydrate` (about 1 KB) carries the interaction: a tooltip the kit draws
 * from the option's own data, and a legend click that asks the server for the chart without that
 * entry. Should the server not draw it (an error), the chart falls back to `ThemedChart`, which
 * loads ECharts in the page.
 */
export function ServerChart(props: ThemedChartProps) {
  const { option, height = 300, 'aria-label': label, style, loading = false } = props;
  const colors = useChartColors();
  const rtl = useDirection().dir === 'rtl';
  const { language } = useTranslation().i18n;
  const locale = useMemo(() => numberLocale(language || 'en'), [language]);
  const box = useRef<HTMLDivElement>(null);
  const drawing = useRef<HTMLDivElement>(null);
  const size = useBoxSize(box);
  const legend = useChartLegend(option);
  const { shown, setHidden } = legend;
  const [tip, setTip] = useState<Tip | null>(null);

  const widths = useMemo(() => textWidths(shown, colors.fontFamily), [shown, colors.fontFamily]);
  const request: ChartSvgRequestBody | null =
    size.width > 0 && size.height > 0
      ? {
          option: shown,
          ...size,
          colors,
          rtl,
          locale,
          label,
          ...(widths === undefined ? {} : { textWidths: widths }),
        }
      : null;
  const query = useQuery({
    queryKey: ['charts', 'svg', request],
    queryFn: async ({ signal }) =>
      chartSvgSchema.parse(
        await apiFetch('/api/charts/svg', { method: 'POST', json: request, signal }),
      ).svg,
    enabled: request !== null,
    // The drawing depends on the request alone.
    staleTime: Infinity,
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
  });
  const svg = query.data;

  // The listeners read the latest option; each drawing (a new <svg>) is hydrated once.
  const latest = useRef({ shown, palette: colors.palette });
  useEffect(() => {
    latest.current = { shown, palette: colors.palette };
  });
  useEffect(() => {
    const element = drawing.current;
    const root = element?.querySelector('svg');
    if (!element || !root || hydrated.has(root)) return;
    hydrated.add(root);
    hydrate(element, {
      on: {
        mouseover: ({ ssrType, seriesIndex, dataIndex, event }) => {
          if (ssrType !== 'chart' || seriesIndex === undefined || dataIndex === undefined) return;
          const item = chartItem(
            latest.current.shown,
            latest.current.palette,
            seriesIndex,
            dataIndex,
          );
          const bounds = box.current?.getBoundingClientRect();
          if (!item || !bounds || !(event instanceof MouseEvent)) return;
          setTip({ ...item, x: event.clientX - bounds.left, y: event.clientY - bounds.top });
        },
        mouseout: () => setTip(null),
        click: ({ ssrType, seriesIndex, dataIndex }) => {
          if (ssrType !== 'legend' || seriesIndex === undefined) return;
          const name = legendName(latest.current.shown, seriesIndex, dataIndex ?? 0);
          if (!name) return;
          setTip(null);
          setHidden((names) => toggled(names, name));
        },
      },
    });
  });

  if (query.isError) return <ThemedChart {...props} />;
  return (
    <ChartFrame
      ref={box}
      label={label}
      height={height}
      style={style}
      legend={legend}
      overlay={tip && <ChartTip tip={tip} size={size} colors={colors} />}
    >
      {svg === undefined || loading ? (
        <Skeleton height="100%" />
      ) : (
        <div
          ref={drawing}
          aria-hidden="true"
          // The server drew the chart left to right and mirrored it through the option; the
          // page's `direction: rtl` would flip every text anchor of the SVG.
          style={{ direction: 'ltr', lineHeight: 0 }}
          // The server's ECharts writes text from the data as escaped text (route test).
          dangerouslySetInnerHTML={{ __html: svg }}
        />
      )}
    </ChartFrame>
  );
}
