import {
  Anchor,
  Badge,
  Button,
  Group,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  useMantineTheme,
} from '@mantine/core';
import {
  RiBookOpenLine,
  RiCheckboxCircleLine,
  RiPlayCircleLine,
  RiTaskLine,
} from '@remixicon/react';
import {
  DataTable,
  SearchInput,
  formatNumber,
  formatPercent,
  sanitizeQuery,
  useListSearchParams,
  type ListColumn,
} from '@portal/design';
import { COURSE_TAGS, coursesQuerySchema, type Course } from '@portal/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  ChartCard,
  DashboardCard,
  DashboardPage,
  StatGrid,
  barOption,
  donutOption,
} from '../../../components/dashboard';
import { paths } from '../../../config/paths';
import { getCourses, useAllCourses, useCourses } from '../api/get-courses';
import { TAG_COLORS, TAG_KEYS, progressPercent, tagChartColor } from './course-tags';

/** Progress bands of the progress chart, by percent. */
const BANDS = [
  { key: 'notStarted', test: (p: number) => p === 0 },
  { key: 'started', test: (p: number) => p > 0 && p < 50 },
  { key: 'halfway', test: (p: number) => p >= 50 && p < 100 },
  { key: 'complete', test: (p: number) => p === 100 },
] as const;

function AcademyStats({ courses }: { courses: Course[] }) {
  const { t } = useTranslation('apps-demo');
  const theme = useMantineTheme();
  const complete = courses.filter((c) => c.completedTasks === c.totalTasks).length;
  const inProgress = courses.filter(
    (c) => c.completedTasks > 0 && c.completedTasks < c.totalTasks,
  ).length;
  const doneTopics = courses.reduce((sum, c) => sum + c.completedTasks, 0);
  const allTopics = courses.reduce((sum, c) => sum + c.totalTasks, 0);
  const percents = courses.map(progressPercent);

  return (
    <>
      <StatGrid
        stats={[
          {
            key: 'total',
            title: t('academy.dashboard.totalCourses'),
            value: formatNumber(courses.length),
            icon: <RiBookOpenLine size={22} />,
          },
          {
            key: 'inProgress',
            title: t('academy.dashboard.inProgress'),
            value: formatNumber(inProgress),
            icon: <RiPlayCircleLine size={22} />,
            color: 'orange',
          },
          {
            key: 'completed',
            title: t('academy.dashboard.completed'),
            value: formatNumber(complete),
            icon: <RiCheckboxCircleLine size={22} />,
            color: 'teal',
          },
          {
            key: 'topics',
            title: t('academy.dashboard.topicsDone'),
            value: `${formatNumber(doneTopics)} / ${formatNumber(allTopics)}`,
            caption: formatPercent(allTopics ? (doneTopics / allTopics) * 100 : 0),
            icon: <RiTaskLine size={22} />,
            color: 'grape',
          },
        ]}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ChartCard
          title={t('academy.dashboard.topicsTitle')}
          height={280}
          option={donutOption(
            // Each slice in its tag's colour: the colour of the same tag's badge in the table.
            COURSE_TAGS.map((tag) => ({
              name: t(`academy.tags.${TAG_KEYS[tag]}`),
              value: courses.filter((c) => c.tags === tag).length,
              color: tagChartColor(tag, theme),
            })),
          )}
        />
        <ChartCard
          title={t('academy.dashboard.progressTitle')}
          height={280}
          option={barOption(
            BANDS.map((b) => t(`academy.dashboard.bands.${b.key}`)),
            BANDS.map((b) => percents.filter(b.test).length),
            t('academy.dashboard.courses'),
          )}
        />
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
    <DashboardCard
      title={t('academy.dashboard.tableTitle')}
      action={
        <SearchInput
          label={t('academy.search')}
          value={list.q}
          onSearch={(q) => list.setQuery(q)}
        />
      }
    >
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
    </DashboardCard>
  );
}

export default function AcademyDashboardPage() {
  const { t } = useTranslation('apps-demo');
  return (
    <DashboardPage
      title={t('academy.dashboard.title')}
      action={
        <Button component={Link} to={paths.academy.myCourse.href()} variant="light">
          {t('academy.myCourses.title')}
        </Button>
      }
      query={useAllCourses()}
      footer={<CourseTable />}
    >
      {(data) => <AcademyStats courses={data.courses} />}
    </DashboardPage>
  );
}
