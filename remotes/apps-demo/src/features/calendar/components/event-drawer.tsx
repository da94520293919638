import {
  Button,
  Drawer,
  Group,
  Select,
  Stack,
  Switch,
  TagsInput,
  TextInput,
  Textarea,
} from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { versionOf } from '@portal/auth';
import {
  ApiForm,
  ConfirmDialog,
  ErrorPanel,
  PageLoader,
  notify,
  useApiError,
  useApiForm,
  useCharacterLimit,
} from '@portal/design';
import {
  CALENDARS,
  calendarEventSchema,
  type CalendarEvent,
  type CalendarName,
} from '@portal/contract';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useEvent } from '../api/get-events';
import { useCreateEvent, useDeleteEvent, useUpdateEvent } from '../api/save-event';

const PICKER_FORMAT = 'YYYY-MM-DD HH:mm:ss';

const formSchema = z
  .object({
    title: z.string().trim().min(1).max(200),
    calendar: z.enum(CALENDARS),
    start: z.string().min(1),
    end: z.string().min(1),
    allDay: z.boolean(),
    url: z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(500)]),
    guests: z.array(z.string().trim().min(1).max(120)).max(50),
    location: z.string().max(200),
    description: z.string().max(2000),
  })
  .refine((v) => !dayjs(v.end).isBefore(dayjs(v.start)), {
    message: 'apps-demo:calendar.endBeforeStart',
    path: ['end'],
  });
type Values = z.infer<typeof formSchema>;

/** An event being added (`event` null, at `start`) or edited. */
export interface EventDraft {
  event: CalendarEvent | null;
  start: string;
}

interface EventDrawerProps {
  /** What is being edited. */
  draft: EventDraft;
  /** The caller may change events. */
  canEdit: boolean;
  onClose: () => void;
}

const toPicker = (value: string) => dayjs(value).format(PICKER_FORMAT);
/** The API's local date-time (or date for all-day events). */
const toApi = (value: string, allDay: boolean) =>
  dayjs(value).format(allDay ? 'YYYY-MM-DD' : 'YYYY-MM-DDTHH:mm:ss');

const valuesOf = (event: CalendarEvent): Values => ({
  title: event.title,
  calendar: event.extendedProps.calendar,
  start: toPicker(event.start),
  end: toPicker(event.end),
  allDay: event.allDay,
  url: event.url,
  guests: event.extendedProps.guests,
  location: event.extendedProps.location,
  description: event.extendedProps.description,
});

/**
 * Add or edit an event. An event is edited as its detail answers it (with its version, sent as
 * `If-Match`: a colleague's change in between opens the conflict dialog instead of being lost).
 */
export function EventDrawer({ draft, canEdit, onClose }: EventDrawerProps) {
  const { t } = useTranslation('apps-demo');
  const { message } = useApiError();
  const detail = useEvent(draft.event?.id ?? null);
  if (draft.event === null || detail.data)
    return (
      <EventDrawerForm
        draft={{ ...draft, event: detail.data ?? null }}
        canEdit={canEdit}
        onClose={onClose}
      />
    );
  return (
    <Drawer opened onClose={onClose} position="right" size="md" title={t('calendar.event.edit')}>
      {detail.isError ? (
        <ErrorPanel message={message(detail.error)} onRetry={() => void detail.refetch()} />
      ) : (
        <PageLoader />
      )}
    </Drawer>
  );
}

function EventDrawerForm({ draft, canEdit, onClose }: EventDrawerProps) {
  const { t } = useTranslation('apps-demo');
  const { message } = useApiError();
  const createEvent = useCreateEvent();
  const updateEvent = useUpdateEvent();
  const deleteEvent = useDeleteEvent();
  const limit = useCharacterLimit();
  const [confirming, setConfirming] = useState(false);
  const { event } = draft;
  // The version the drawer opened with (a refetch must not move it under what the user typed).
  const [version] = useState(() => (event ? versionOf(event) : null));
  const api = useApiForm<Values, CalendarEvent>({
    schema: formSchema,
    guardLeave: false,
    conflict: event
      ? {
          version,
          toValues: (current) => valuesOf(calendarEventSchema.parse(current)),
          labels: {
            title: t('calendar.fields.title'),
            calendar: t('calendar.fields.calendar'),
            start: t('calendar.fields.start'),
            end: t('calendar.fields.end'),
            allDay: t('calendar.fields.allDay'),
            url: t('calendar.fields.url'),
            guests: t('calendar.fields.guests'),
            location: t('calendar.fields.location'),
            description: t('calendar.fields.description'),
          },
        }
      : undefined,
    initialValues: event
      ? valuesOf(event)
      : {
          title: '',
          calendar: 'Business',
          start: toPicker(draft.start),
          end: toPicker(draft.start),
          allDay: !draft.start.includes('T'),
          url: '',
          guests: [],
          location: '',
          description: '',
        },
    submit: (values, { ifMatch }) => {
      const body = {
        title: values.title.trim(),
        start: toApi(values.start, values.allDay),
        end: toApi(values.end, values.allDay),
        allDay: values.allDay,
        url: values.url,
        extendedProps: {
          calendar: values.calendar,
          guests: values.guests,
          location: values.location.trim(),
          description: values.description,
        },
      };
      return event
        ? updateEvent.mutateAsync({ id: event.id, patch: body, ifMatch })
        : createEvent.mutateAsync(body);
    },
    onSuccess: (saved) => {
      notify.success(
        t(event ? 'calendar.event.updated' : 'calendar.event.added', { title: saved.title }),
      );
      onClose();
    },
  });

  const remove = () => {
    if (!event) return;
    deleteEvent.mutate(event.id, {
      onSuccess: () => {
        notify.success(t('calendar.event.deleted', { title: event.title }));
        setConfirming(false);
        onClose();
      },
      onError: (error) => {
        setConfirming(false);
        notify.error(message(error));
      },
    });
  };

  return (
    <>
      <Drawer
        opened
        onClose={onClose}
        position="right"
        size="md"
        title={t(event ? 'calendar.event.edit' : 'calendar.event.add')}
      >
        <ApiForm form={api} label={t(event ? 'calendar.event.edit' : 'calendar.event.add')}>
          <Stack gap="sm">
            <TextInput
              label={t('calendar.fields.title')}
              required
              readOnly={!canEdit}
              {...limit(api.form.getInputProps('title'), 200)}
            />
            <Select
              label={t('calendar.fields.calendar')}
              data={CALENDARS.map((c: CalendarName) => ({
                value: c,
                label: t(`calendar.calendars.${c}`),
              }))}
              allowDeselect={false}
              readOnly={!canEdit}
              {...api.form.getInputProps('calendar')}
            />
            <DateTimePicker
              label={t('calendar.fields.start')}
              required
              valueFormat="YYYY-MM-DD HH:mm"
              readOnly={!canEdit}
              {...api.form.getInputProps('start')}
            />
            <DateTimePicker
              label={t('calendar.fields.end')}
              required
              valueFormat="YYYY-MM-DD HH:mm"
              readOnly={!canEdit}
              {...api.form.getInputProps('end')}
            />
            <Switch
              label={t('calendar.fields.allDay')}
              readOnly={!canEdit}
              {...api.form.getInputProps('allDay', { type: 'checkbox' })}
            />
            <TextInput
              label={t('calendar.fields.url')}
              type="url"
              placeholder="https://"
              readOnly={!canEdit}
              {...limit(api.form.getInputProps('url'), 500)}
            />
            <TagsInput
              label={t('calendar.fields.guests')}
              description={t('calendar.fields.guestsHint')}
              maxTags={50}
              readOnly={!canEdit}
              {...api.form.getInputProps('guests')}
            />
            <TextInput
              label={t('calendar.fields.location')}
              readOnly={!canEdit}
              {...limit(api.form.getInputProps('location'), 200)}
            />
            <Textarea
              label={t('calendar.fields.description')}
              autosize
              minRows={3}
              readOnly={!canEdit}
              {...limit(api.form.getInputProps('description'), 2000)}
            />
            {canEdit && (
              <Group justify="space-between" mt="sm">
                {event ? (
                  <Button color="red" variant="light" onClick={() => setConfirming(true)}>
                    {t('common.delete')}
                  </Button>
                ) : (
                  <span />
                )}
                <Button type="submit" loading={api.submitting}>
                  {t(event ? 'common.update' : 'calendar.event.addButton')}
                </Button>
              </Group>
            )}
          </Stack>
        </ApiForm>
      </Drawer>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={remove}
        loading={deleteEvent.isPending}
        title={t('calendar.event.deleteTitle')}
        message={t('calendar.event.deleteMessage', { title: event?.title ?? '' })}
        confirmLabel={t('common.delete')}
      />
    </>
  );
}
