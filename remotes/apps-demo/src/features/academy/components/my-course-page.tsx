import {
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Image,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { RiPlayCircleLine, RiRestartLine, RiStarFill, RiTimeLine } from '@remixicon/react';
import {
  ErrorPanel,
  FilterSelect,
  ListPagination,
  SearchInput,
  apiErrorMessage,
  formatNumber,
  sanitizeQuery,
  useListSearchParams,
} from '@portal/design';
import { COURSE_TAGS, coursesQuerySchema, type Course } from '@portal/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useCourses } from '../api/get-courses';
import { TAG_COLORS, TAG_KEYS, progressPercent } from './course-tags';

const FILTERS = { label: '', hideCompleted: '' };

function CourseCard({ course }: { course: Course }) {
  const { t } = useTranslation('apps-demo');
  const percent = progressPercent(course);
  const href = paths.academy.courseDetails.href(course.id);
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={`course-${course.id}`}>
      <Card.Section>
        <Image src={course.image} alt="" h={120} />
      </Card.Section>
      <Group justify="space-between" mt="sm">
        <Badge color={TAG_COLORS[course.tags]} variant="filled">
          {t(`academy.tags.${TAG_KEYS[course.tags]}`)}
        </Badge>
        <Group gap={4}>
          <Text size="sm" fw={500}>
            {formatNumber(course.rating)}
          </Text>
          <RiStarFill size={14} aria-hidden="true" color="var(--mantine-color-yellow-8)" />
          <Text size="sm" c="dimmed">
            ({formatNumber(course.ratingCount)})
          </Text>
        </Group>
      </Group>
      <Title order={2} size="h5" mt="xs" id={`course-${course.id}`}>
        {course.courseTitle}
      </Title>
      <Text size="sm" c="dimmed" lineClamp={2}>
        {course.desc}
      </Text>
      <Group gap={4} mt="xs">
        <RiTimeLine size={16} aria-hidden="true" />
        <Text size="sm">{course.time}</Text>
      </Group>
      <Progress
        value={percent}
        mt="sm"
        aria-label={t('academy.progressOf', { title: course.courseTitle })}
      />
      <Text size="sm" mt={4}>
        {t('academy.tasksDone', { done: course.completedTasks, total: course.totalTasks })}
      </Text>
      <Group mt="md" grow>
        <Button
          component={Link}
          to={href}
          variant="default"
          leftSection={<RiRestartLine size={16} aria-hidden="true" />}
          aria-label={t('academy.startOverCourse', { title: course.courseTitle })}
        >
          {t('academy.startOver')}
        </Button>
        <Button
          component={Link}
          to={href}
          leftSection={<RiPlayCircleLine size={16} aria-hidden="true" />}
          aria-label={t('academy.continueCourse', { title: course.courseTitle })}
        >
          {t('academy.continue')}
        </Button>
      </Group>
    </Card>
  );
}

export default function MyCoursePage() {
  const { t } = useTranslation('apps-demo');
  const list = useListSearchParams({ filters: FILTERS });
  const filters = useMemo(() => sanitizeQuery(coursesQuerySchema, list.params), [list.params]);
  const query = useCourses(filters);
  const data = query.data;
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('academy.myCourses.title')}
      </Title>
      <Card withBorder padding="lg">
        <Text>
          {data ? t('academy.myCourses.subtitle', { count: data.totalCourse }) : '\u00a0'}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} mt="sm">
          <SearchInput
            label={t('academy.search')}
            value={list.q}
            onSearch={(q) => list.setQuery(q)}
          />
          <FilterSelect
            list={list}
            name="label"
            label={t('academy.fields.tag')}
            placeholder={t('academy.allCourses')}
            data={COURSE_TAGS.map((tag) => ({
              value: tag,
              label: t(`academy.tags.${TAG_KEYS[tag]}`),
            }))}
          />
          <Checkbox
            mt={{ sm: 'xl' }}
            label={t('academy.hideCompleted')}
            checked={list.filters.hideCompleted === 'true'}
            onChange={(event) =>
              list.setFilters({ hideCompleted: event.currentTarget.checked ? 'true' : '' })
            }
          />
        </SimpleGrid>
      </Card>
      {query.isError ? (
        <ErrorPanel
          message={apiErrorMessage(query.error, t)}
          onRetry={() => void query.refetch()}
        />
      ) : !data ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} height={320} />
          ))}
        </SimpleGrid>
      ) : data.courses.length === 0 ? (
        <Card withBorder padding="xl">
          <Text ta="center">{t('academy.myCourses.empty')}</Text>
        </Card>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {data.courses.map((course) => (
              <CourseCard key={course.id} course={course} />
            ))}
          </SimpleGrid>
          <ListPagination
            total={data.total}
            page={list.page}
            itemsPerPage={list.itemsPerPage}
            onPageChange={(page) => list.setPage(page)}
            onItemsPerPageChange={(size) => list.setItemsPerPage(size)}
          />
        </>
      )}
    </Stack>
  );
}
