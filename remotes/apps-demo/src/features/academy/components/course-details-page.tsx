import {
  Accordion,
  Avatar,
  Card,
  Checkbox,
  Divider,
  Grid,
  Group,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  ErrorPanel,
  PageLoader,
  apiErrorMessage,
  formatNumber,
  notify,
  useApiError,
} from '@portal/design/base';
import type { CourseDetails } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useCourseDetails } from '../api/get-courses';
import { useUpdateTopic } from '../api/update-topic';
import { CourseVideo } from './course-video';

function DetailsView({ details }: { details: CourseDetails }) {
  const { t } = useTranslation('apps-demo');
  const { message } = useApiError();
  const updateTopic = useUpdateTopic();
  const topics = details.content.flatMap((s) => s.topics);
  const done = topics.filter((topic) => topic.isCompleted).length;
  const percent = Math.round((done / Math.max(1, topics.length)) * 100);

  const facts: [string, string][] = [
    [t('academy.details.skillLevel'), details.skillLevel],
    [t('academy.details.students'), formatNumber(details.totalStudents)],
    [t('academy.details.language'), details.language],
    [
      t('academy.details.captions'),
      details.isCaptions ? t('academy.details.yes') : t('academy.details.no'),
    ],
    [t('academy.details.lectures'), formatNumber(details.totalLectures)],
    [t('academy.details.length'), details.length],
  ];

  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Card withBorder padding="lg">
          <Stack>
            <Title order={1} size="h2">
              {details.title}
            </Title>
            <Text>{details.about}</Text>
            <CourseVideo title={details.title} />
            <Stack gap={4}>
              <Text fw={500}>
                {t('academy.details.progress', { done, total: topics.length, percent })}
              </Text>
              <Progress
                value={percent}
                aria-label={t('academy.progressOf', { title: details.title })}
              />
            </Stack>
            <Divider />
            <Title order={2} size="h4">
              {t('academy.details.about')}
            </Title>
            <Group gap="xl" align="flex-start">
              {facts.map(([label, value]) => (
                <Stack gap={0} key={label}>
                  <Text size="sm" c="dimmed">
                    {label}
                  </Text>
                  <Text fw={500}>{value}</Text>
                </Stack>
              ))}
            </Group>
            <Divider />
            <Title order={2} size="h4">
              {t('academy.details.description')}
            </Title>
            {details.description.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
            <Divider />
            <Title order={2} size="h4">
              {t('academy.details.instructor')}
            </Title>
            <Group>
              <Avatar src={details.instructorAvatar} alt="" size="lg" />
              <Stack gap={0}>
                <Text fw={600}>{details.instructor}</Text>
                <Text size="sm" c="dimmed">
                  {details.instructorPosition}
                </Text>
              </Stack>
            </Group>
          </Stack>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Card withBorder padding="md">
          <Title order={2} size="h4" mb="sm">
            {t('academy.details.content')}
          </Title>
          <Accordion multiple defaultValue={[details.content[0]?.id ?? '']} variant="separated">
            {details.content.map((section) => (
              <Accordion.Item key={section.id} value={section.id}>
                <Accordion.Control>
                  <Stack gap={0}>
                    <Text fw={500}>{section.title}</Text>
                    <Text size="xs" c="dimmed">
                      {t('academy.details.sectionStatus', {
                        status: section.status,
                        time: section.time,
                      })}
                    </Text>
                  </Stack>
                </Accordion.Control>
                <Accordion.Panel>
                  <Stack gap="xs">
                    {section.topics.map((topic, topicIndex) => (
                      <Group key={topic.title} justify="space-between" wrap="nowrap">
                        <Checkbox
                          label={topic.title}
                          checked={topic.isCompleted}
                          disabled={updateTopic.isPending}
                          onChange={(event) =>
                            updateTopic.mutate(
                              {
                                courseId: details.courseId,
                                sectionId: section.id,
                                topicIndex,
                                isCompleted: event.currentTarget.checked,
                              },
                              { onError: (error) => notify.error(message(error)) },
                            )
                          }
                        />
                        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                          {topic.time}
                        </Text>
                      </Group>
                    ))}
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Card>
      </Grid.Col>
    </Grid>
  );
}

export default function CourseDetailsPage() {
  const { t } = useTranslation('apps-demo');
  const [searchParams] = useSearchParams();
  const raw = searchParams.get('id');
  const id = raw !== null && /^\d{1,6}$/.test(raw) ? Number(raw) : undefined;
  const details = useCourseDetails(id);
  if (details.isError)
    return (
      <ErrorPanel
        message={apiErrorMessage(details.error, t)}
        onRetry={() => void details.refetch()}
      />
    );
  return details.data ? <DetailsView details={details.data} /> : <PageLoader />;
}
