import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  RiBookOpenLine,
  RiCheckboxCircleLine,
  RiPlayCircleLine,
  RiTaskLine,
} from '@remixicon/react';
import {
  DataTable,
  ErrorPanel,
  PageLoader,
  SearchInput,
  StatCard,
  ThemedChart,
  apiErrorMessage,
  formatNumber,
  formatPercent,
  sanitizeQuery,
  useListSearchParams,
  type ChartOption,
  type ListColumn,
} from '@portal/design';
import { COURSE_TAGS, coursesQuerySchema, type Course } from '@portal/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { getCourses, useAllCourses, useCourses } from '../api/get-courses';
import { TAG_COLORS, TAG_KEYS, progressPercent } from './course-tags';

/** Progress bands of the progress chart, by percent. */
const BANDS = [
  { key: 'notStarted', test: (p: number) => p === 0 },
  { key: 'started', test: (p: number) => p > 0 && p < 50 },
  { key: 'halfway', test: (p: number) => p >= 50 && p < 100 },
  { key: 'complete', test: (p: number) => p === 100 },
] as const;

function AcademyStats({ courses }: { courses: Course[] }) {
  const { t } = useTranslation('apps-demo');
  const complete = courses.filter((c) => c.completedTasks === c.totalTasks).length;
  const inProgress = courses.filter(
    (c) => c.completedTasks > 0 && c.completedTasks < c.totalTasks,
  ).length;
  const doneTopics = courses.reduce((sum, c) => sum + c.completedTasks, 0);
  const allTopics = courses.reduce((sum, c) => sum + c.totalTasks, 0);
  const percents = courses.map(progressPercent);

  const topicOption: ChartOption = {
    tooltip: { trigger: 'item' },
    legend: { bottom: 0 },
    series: [
      {
        type: 'pie',
        radius: ['40%', '65%'],
        center: ['50%', '42%'],
        label: { show: false },
        data: COURSE_TAGS.map((tag) => ({
          name: t(`academy.tags.${TAG_KEYS[tag]}`),
          value: courses.filter((c) => c.tags === tag).length,
        })),
      },
    ],
  };
  const progressOption: ChartOption = {
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: BANDS.map((b) => t(`academy.dashboard.bands.${b.key}`)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      {
        type: 'bar',
        name: t('academy.dashboard.courses'),
        data: BANDS.map((b) => percents.filter(b.test).length),
      },
    ],
  };

  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
        <StatCard
          title={t('academy.dashboard.totalCourses')}
          value={formatNumber(courses.length)}
          icon={<RiBookOpenLine size={22} />}
        />
        <StatCard
          title={t('academy.dashboard.inProgress')}
          value={formatNumber(inProgress)}
          icon={<RiPlayCircleLine size={22} />}
          color="orange"
        />
        <StatCard
          title={t('academy.dashboard.completed')}
          value={formatNumber(complete)}
          icon={<RiCheckboxCircleLine size={22} />}
          color="teal"
        />
        <StatCard
          title={t('academy.dashboard.topicsDone')}
          value={`${formatNumber(doneTopics)} / ${formatNumber(allTopics)}`}
          caption={formatPercent(allTopics ? (doneTopics / allTopics) * 100 : 0)}
          icon={<RiTaskLine size={22} />}
          color="grape"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder padding="lg">
          <Title order={2} size="h5" mb="sm">
            {t('academy.dashboard.topicsTitle')}
          </Title>
          <ThemedChart
            option={topicOption}
            height={280}
            aria-label={t('academy.dashboard.topicsTitle')}
          />
        </Card>
        <Card withBorder padding="lg">
          <Title order={2} size="h5" mb="sm">
            {t('academy.dashboard.progressTitle')}
          </Title>
          <ThemedChart
            option={progressOption}
            height={280}
            aria-label={t('academy.dashboard.progressTitle')}
          />
        </Card>
      </SimpleGrid>
    </>
  );
}

function CourseTable() {
  const { t } = useTranslation('apps-demo');
  const list = useListSearchParams();
  const filters = useMemo(() => sanitizeQuery(coursesQuerySchema, list.params), [list.params]);
  const query = useCourses(filters);
  const columns: ListColumn<Course>[] = [
    {
      id: 'courseName',
      title: t('academy.fields.course'),
      sortable: true,
      toggleable: false,
      render: (c) => (
        <Stack gap={0}>
          <Anchor component={Link} to={paths.academy.courseDetails.href(c.id)} fw={500}>
            {c.courseTitle}
          </Anchor>
          <Text size="sm" c="dimmed">
            {c.user}
          </Text>
        </Stack>
      ),
      csv: (c) => c.courseTitle,
    },
    {
      id: 'tags',
      title: t('academy.fields.tag'),
      render: (c) => (
        <Badge color={TAG_COLORS[c.tags]} variant="filled">
          {t(`academy.tags.${TAG_KEYS[c.tags]}`)}
        </Badge>
      ),
      csv: (c) => c.tags,
    },
    {
      id: 'time',
      title: t('academy.fields.time'),
      render: (c) => c.time,
      csv: (c) => c.time,
    },
    {
      id: 'progress',
      title: t('academy.fields.progress'),
      sortable: true,
      render: (c) => (
        <Group gap="xs" wrap="nowrap" miw={160}>
          <Progress
            value={progressPercent(c)}
            w={90}
            aria-label={t('academy.progressOf', { title: c.courseTitle })}
          />
          <Text size="sm">
            {formatPercent(progressPercent(c))} ({c.completedTasks}/{c.totalTasks})
          </Text>
        </Group>
      ),
      csv: (c) => `${c.completedTasks}/${c.totalTasks}`,
    },
  ];
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h5">
          {t('academy.dashboard.tableTitle')}
        </Title>
        <SearchInput
          label={t('academy.search')}
          value={list.q}
          onSearch={(q) => list.setQuery(q)}
        />
      </Group>
      <DataTable
        label={t('academy.dashboard.tableTitle')}
        storageKey="apps-demo.academy-courses"
        list={list}
        query={query}
        columns={columns}
        rowLabel={(c) => c.courseTitle}
        records={(data) => data.courses}
        total={(data) => data.total}
        bulkActions={(selected, clear) => {
          const done = selected.reduce((sum, c) => sum + c.completedTasks, 0);
          const total = selected.reduce((sum, c) => sum + c.totalTasks, 0);
          return (
            <Group gap="sm">
              <Text size="sm">
                {t('academy.dashboard.selectionProgress', {
                  value: formatPercent(total ? (done / total) * 100 : 0),
                })}
              </Text>
              <Button size="xs" variant="default" onClick={clear}>
                {t('academy.dashboard.clearSelection')}
              </Button>
            </Group>
          );
        }}
        csv={{
          filename: 'courses.csv',
          fetchAll: async () =>
            (await getCourses({ ...filters, page: 1, itemsPerPage: -1 })).courses,
        }}
      />
    </Card>
  );
}

export default function AcademyDashboardPage() {
  const { t } = useTranslation('apps-demo');
  const all = useAllCourses();
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('academy.dashboard.title')}
        </Title>
        <Button component={Link} to={paths.academy.myCourse.href()} variant="light">
          {t('academy.myCourses.title')}
        </Button>
      </Group>
      {all.isError ? (
        <ErrorPanel message={apiErrorMessage(all.error, t)} onRetry={() => void all.refetch()} />
      ) : all.data ? (
        <AcademyStats courses={all.data.courses} />
      ) : (
        <PageLoader />
      )}
      <CourseTable />
    </Stack>
  );
}
