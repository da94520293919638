import { Box, Button, Checkbox, Grid, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useDirection } from '@mantine/core';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import listPlugin from '@fullcalendar/list';
import interactionPlugin from '@fullcalendar/interaction';
import arLocale from '@fullcalendar/core/locales/ar';
import esLocale from '@fullcalendar/core/locales/es';
import frLocale from '@fullcalendar/core/locales/fr';
import type { DatesSetArg, EventDropArg, EventInput } from '@fullcalendar/core';
import type { EventResizeDoneArg } from '@fullcalendar/interaction';
import { RiAddLine } from '@remixicon/react';
import { useAbility } from '@portal/auth';
import { ErrorPanel, firstDayOfWeek, notify, useApiError } from '@portal/design/base';
import { CALENDARS, type CalendarName } from '@portal/contract';
import dayjs from 'dayjs';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useEvents } from '../api/get-events';
import { useUpdateEvent } from '../api/save-event';
import { CALENDAR_COLORS, calendarCssColor } from './calendar-colors';
import { EventDrawer, type EventDraft } from './event-drawer';

// FullCalendar drawn with the Mantine theme's colours, so light and dark follow the scheme.
const THEME_VARS = {
  '--fc-border-color': 'var(--mantine-color-default-border)',
  '--fc-page-bg-color': 'var(--mantine-color-body)',
  '--fc-neutral-bg-color': 'var(--mantine-color-default-hover)',
  '--fc-list-event-hover-bg-color': 'var(--mantine-color-default-hover)',
  '--fc-today-bg-color': 'var(--mantine-primary-color-light)',
  // Buttons as the rest of the portal's: Mantine's default button, the chosen view in the
  // primary colour's light shade (FullCalendar's own are blue and filled).
  '--fc-button-text-color': 'var(--mantine-color-default-color)',
  '--fc-button-bg-color': 'var(--mantine-color-default)',
  '--fc-button-border-color': 'var(--mantine-color-default-border)',
  '--fc-button-hover-bg-color': 'var(--mantine-color-default-hover)',
  '--fc-button-hover-border-color': 'var(--mantine-color-default-border)',
  '--fc-button-active-bg-color': 'var(--mantine-primary-color-light)',
  '--fc-button-active-border-color': 'var(--mantine-primary-color-filled)',
  '--fc-event-text-color': 'var(--mantine-color-white)',
  color: 'var(--mantine-color-text)',
} as CSSProperties;

/** The toolbar wraps on a phone (views on a row of their own) instead of widening the page. */
const TOOLBAR_CSS = `[data-calendar] .fc .fc-toolbar { flex-wrap: wrap; gap: var(--mantine-spacing-xs); }`;

/** Dates as the API keeps them: local, without a zone. */
const apiDate = (date: Date, allDay: boolean) =>
  dayjs(date).format(allDay ? 'YYYY-MM-DD' : 'YYYY-MM-DDTHH:mm:ss');

const VIEWS = ['dayGridMonth', 'timeGridWeek', 'timeGridDay', 'listMonth'] as const;
type CalendarView = (typeof VIEWS)[number];
const isCalendar = (value: string): value is CalendarName =>
  (CALENDARS as readonly string[]).includes(value);

/**
 * The view lives in the URL (`calendars` repeated, `view`, `date`), so a link reproduces it and
 * Back works. No `calendars` = every calendar; `calendars=` (empty) = none.
 */
function useCalendarUrl() {
  const [params, setParams] = useSearchParams();
  const raw = params.getAll('calendars');
  const selected = params.has('calendars') ? raw.filter(isCalendar) : [...CALENDARS];
  const viewParam = params.get('view') ?? '';
  const view: CalendarView = (VIEWS as readonly string[]).includes(viewParam)
    ? (viewParam as CalendarView)
    : 'dayGridMonth';
  const dateParam = params.get('date') ?? '';
  const date =
    /^\d{4}-\d{2}-\d{2}$/.test(dateParam) && dayjs(dateParam).isValid() ? dateParam : null;

  const setSelected = (next: readonly CalendarName[]) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.delete('calendars');
      if (next.length === 0) updated.set('calendars', '');
      else if (next.length < CALENDARS.length)
        for (const calendar of CALENDARS.filter((c) => next.includes(c)))
          updated.append('calendars', calendar);
      return updated;
    });
  const setViewDate = (nextView: CalendarView, nextDate: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('view', nextView);
      updated.set('date', nextDate);
      return updated;
    });
  return { selected, view, date, setSelected, setViewDate };
}

export default function CalendarPage() {
  const { t, i18n } = useTranslation('apps-demo');
  const { dir } = useDirection();
  const { message } = useApiError();
  const canEdit = useAbility().can('update', 'Calendar');
  const { selected, view, date, setSelected, setViewDate } = useCalendarUrl();
  // The same first day as the month picker (the kit's theme): Saturday in Arabic, else Monday.
  const firstDay = firstDayOfWeek(i18n.language);
  const events = useEvents(selected);
  const updateEvent = useUpdateEvent();
  const calendarRef = useRef<FullCalendar>(null);
  const [draft, setDraft] = useState<(EventDraft & { key: number }) | null>(null);
  const open = (next: EventDraft) => setDraft((p) => ({ ...next, key: (p?.key ?? 0) + 1 }));

  const inputs = useMemo<EventInput[]>(
    () =>
      (events.data ?? []).map((event) => ({
        id: String(event.id),
        title: event.title,
        start: event.start,
        end: event.end,
        allDay: event.allDay,
        backgroundColor: calendarCssColor(event.extendedProps.calendar),
        borderColor: calendarCssColor(event.extendedProps.calendar),
        textColor: 'var(--mantine-color-white)',
      })),
    [events.data],
  );

  // A move or resize is saved; when the API refuses it the event goes back with the reason.
  const saveMove = (info: EventDropArg | EventResizeDoneArg) => {
    const { event } = info;
    if (!event.start) return info.revert();
    const start = apiDate(event.start, event.allDay);
    const end = event.end ? apiDate(event.end, event.allDay) : start;
    updateEvent.mutate(
      { id: Number(event.id), patch: { start, end, allDay: event.allDay } },
      {
        onSuccess: () => notify.success(t('calendar.event.moved', { title: event.title })),
        onError: (error) => {
          info.revert();
          notify.error(t('calendar.event.moveRefused', { reason: message(error) }));
        },
      },
    );
  };

  // The URL's view and date as of the last commit: FullCalendar may call an older datesSet.
  const latest = useRef({ view, date });
  useLayoutEffect(() => {
    latest.current = { view, date };
  }, [view, date]);

  // Back/forward (or a link) changed the URL: bring FullCalendar to that view and date; the
  // datesSet that follows then matches the URL and records nothing.
  useEffect(() => {
    const api = calendarRef.current?.getApi();
    if (!api) return;
    const target = date ?? dayjs().format('YYYY-MM-DD');
    const inRange =
      !dayjs(target).isBefore(api.view.currentStart) && dayjs(target).isBefore(api.view.currentEnd);
    if (api.view.type !== view) api.changeView(view, target);
    else if (!inRange) api.gotoDate(target);
  }, [view, date]);

  // The user changed the view or moved in time: record it (the first render only reads the URL).
  const onDatesSet = (info: DatesSetArg) => {
    const { view: urlView, date: urlDate } = latest.current;
    const nextView = info.view.type as CalendarView;
    const start = dayjs(info.view.currentStart);
    const current = urlDate ?? dayjs().format('YYYY-MM-DD');
    const shown = !dayjs(current).isBefore(start) && dayjs(current).isBefore(info.view.currentEnd);
    if (nextView === urlView && shown) return;
    // FullCalendar may report the same change twice before the URL commits: record it once.
    latest.current = { view: nextView, date: start.format('YYYY-MM-DD') };
    setViewDate(nextView, start.format('YYYY-MM-DD'));
  };

  const allChecked = selected.length === CALENDARS.length;
  const toggle = (calendar: CalendarName) =>
    setSelected(
      selected.includes(calendar)
        ? selected.filter((c) => c !== calendar)
        : [...selected, calendar],
    );

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('calendar.title')}
      </Title>
      <Grid>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Paper withBorder p="md" radius="md">
            <Stack gap="md">
              {canEdit && (
                <Button
                  leftSection={<RiAddLine size={16} aria-hidden />}
                  onClick={() => open({ event: null, start: dayjs().format('YYYY-MM-DD') })}
                >
                  {t('calendar.event.add')}
                </Button>
              )}
              <DatePicker
                aria-label={t('calendar.jump')}
                size="xs"
                hideOutsideDates
                // Mantine's red weekend days fall below 4.5:1 on white.
                weekendDays={[]}
                ariaLabels={{
                  previousMonth: t('calendar.nav.previousMonth'),
                  nextMonth: t('calendar.nav.nextMonth'),
                  previousYear: t('calendar.nav.previousYear'),
                  nextYear: t('calendar.nav.nextYear'),
                  previousDecade: t('calendar.nav.previousDecade'),
                  nextDecade: t('calendar.nav.nextDecade'),
                  monthLevelControl: t('calendar.nav.monthLevel'),
                  yearLevelControl: t('calendar.nav.yearLevel'),
                }}
                onChange={(value) => value && calendarRef.current?.getApi().gotoDate(value)}
              />
              <Stack gap="xs" role="group" aria-labelledby="calendar-filters">
                <Text fw={500} size="sm" id="calendar-filters">
                  {t('calendar.filters')}
                </Text>
                <Checkbox
                  label={t('calendar.viewAll')}
                  checked={allChecked}
                  indeterminate={selected.length > 0 && !allChecked}
                  onChange={() => setSelected(allChecked ? [] : [...CALENDARS])}
                />
                {CALENDARS.map((calendar) => (
                  <Checkbox
                    key={calendar}
                    label={t(`calendar.calendars.${calendar}`)}
                    color={CALENDAR_COLORS[calendar]}
                    checked={selected.includes(calendar)}
                    onChange={() => toggle(calendar)}
                  />
                ))}
              </Stack>
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Paper withBorder p="md" radius="md" pos="relative">
            {events.isError ? (
              <ErrorPanel message={message(events.error)} onRetry={() => void events.refetch()} />
            ) : (
              <Box style={THEME_VARS} data-testid="calendar" data-calendar>
                <style>{TOOLBAR_CSS}</style>
                {events.isPending && (
                  <Loader
                    size="sm"
                    pos="absolute"
                    top={12}
                    right={12}
                    aria-label={t('calendar.loading')}
                  />
                )}
                <FullCalendar
                  ref={calendarRef}
                  plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
                  initialView={view}
                  initialDate={date ?? undefined}
                  datesSet={onDatesSet}
                  headerToolbar={{
                    start: 'previous,following title',
                    end: 'dayGridMonth,timeGridWeek,timeGridDay,listMonth',
                  }}
                  locales={[frLocale, esLocale, arLocale]}
                  // Words, not icon fonts: FullCalendar's icons are role="img" without a name.
                  buttonIcons={false}
                  customButtons={{
                    previous: {
                      text: t('calendar.nav.previous'),
                      click: () => calendarRef.current?.getApi().prev(),
                    },
                    following: {
                      text: t('calendar.nav.next'),
                      click: () => calendarRef.current?.getApi().next(),
                    },
                  }}
                  buttonText={{
                    month: t('calendar.views.month'),
                    week: t('calendar.views.week'),
                    day: t('calendar.views.day'),
                    list: t('calendar.views.list'),
                  }}
                  locale={i18n.language}
                  firstDay={firstDay}
                  direction={dir}
                  height="auto"
                  events={inputs}
                  editable={canEdit}
                  eventResizableFromStart={canEdit}
                  dayMaxEvents={3}
                  noEventsText={t('calendar.empty')}
                  dateClick={(info) => canEdit && open({ event: null, start: info.dateStr })}
                  eventClick={(info) => {
                    info.jsEvent.preventDefault();
                    const event = events.data?.find((e) => String(e.id) === info.event.id);
                    if (event) open({ event, start: event.start });
                  }}
                  // A title reads in its own direction: an English one on an Arabic page is cut at
                  // its end, not its start.
                  eventDidMount={(info) =>
                    info.el.querySelector('.fc-event-title')?.setAttribute('dir', 'auto')
                  }
                  eventDrop={saveMove}
                  eventResize={saveMove}
                />
              </Box>
            )}
          </Paper>
        </Grid.Col>
      </Grid>
      {draft && (
        <EventDrawer
          key={draft.key}
          draft={draft}
          canEdit={canEdit}
          onClose={() => setDraft(null)}
        />
      )}
    </Stack>
  );
}
