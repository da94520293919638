import type { Course, CourseDetails, CourseSection, CourseTag } from '@portal/contract';
import { avatarImage, svgImage } from './svg-image';

type CourseRow = [
  title: string,
  tutor: string,
  tag: CourseTag,
  done: number,
  total: number,
  logo: string,
  color: string,
];

/** 25 courses; ids 4, 9, 13, 19 and 24 are complete (completedTasks equals totalTasks). */
const COURSES: CourseRow[] = [
  ['Basics of Angular', 'Lauretta Coie', 'Web', 19, 25, 'ri-angularjs-line', 'error'],
  ['UI/UX Design', 'Maybelle Zmitrovich', 'Design', 48, 52, 'ri-palette-line', 'warning'],
  ['React Native', 'Gertie Langwade', 'Web', 87, 100, 'ri-reactjs-line', 'info'],
  ['Art & Drawing', 'Estella Chace', 'Art', 33, 33, 'ri-brush-line', 'success'],
  ['Basic Fundamentals', 'Euell Bownass', 'Psychology', 56, 148, 'ri-brain-line', 'primary'],
  ['React for Beginners', 'Terrye Etches', 'Web', 11, 20, 'ri-reactjs-line', 'info'],
  [
    'The Science of Critical Thinking',
    'Papageno Sloy',
    'Psychology',
    20,
    22,
    'ri-lightbulb-line',
    'warning',
  ],
  [
    'The Complete Figma UI/UX Course',
    'Aviva Penvarden',
    'UI/UX',
    45,
    88,
    'ri-pencil-ruler-2-line',
    'error',
  ],
  [
    'Advanced Problem Solving Techniques',
    'Reggi Tuddenham',
    'Psychology',
    10,
    10,
    'ri-puzzle-line',
    'success',
  ],
  ['Advanced React Native', 'Aluino Regis', 'Web', 69, 100, 'ri-reactjs-line', 'info'],
  [
    'Building Web Applications with React',
    'Ardys Deakin',
    'Web',
    3,
    30,
    'ri-code-s-slash-line',
    'primary',
  ],
  ['Build Responsive Websites', 'Freda Garham', 'Design', 15, 40, 'ri-layout-line', 'warning'],
  ['The Complete Sketch Course', 'Livvyy Joburn', 'Art', 24, 24, 'ri-sketching', 'success'],
  ['Typography for Interfaces', 'Ermanno Brockhurst', 'UI/UX', 8, 18, 'ri-font-size', 'primary'],
  [
    'Colour Theory in Practice',
    'Davida Ingledew',
    'Design',
    0,
    15,
    'ri-contrast-drop-line',
    'error',
  ],
  ['Watercolour Landscapes', 'Cassie Tiesman', 'Art', 12, 36, 'ri-landscape-line', 'info'],
  [
    'Habits and Motivation',
    'Lorette Bradick',
    'Psychology',
    5,
    12,
    'ri-heart-pulse-line',
    'warning',
  ],
  ['HTML and CSS from Scratch', 'Marnie Tudball', 'Web', 22, 45, 'ri-html5-line', 'error'],
  ['Design Systems Essentials', 'Ingaborg Jory', 'UI/UX', 14, 14, 'ri-stack-line', 'success'],
  ['Portrait Photography', 'Wynne Brennand', 'Art', 1, 28, 'ri-camera-line', 'primary'],
  ['Prototyping with Figma', 'Benson Hurd', 'UI/UX', 30, 42, 'ri-pencil-ruler-2-line', 'info'],
  ['Logo Design Masterclass', 'Adrianna Gilding', 'Design', 9, 26, 'ri-shapes-line', 'warning'],
  ['Social Psychology', 'Chrissie Hick', 'Psychology', 17, 60, 'ri-group-line', 'primary'],
  ['JavaScript Fundamentals', 'Kirstyn Aucott', 'Web', 50, 50, 'ri-javascript-line', 'success'],
  ['Accessibility for Designers', 'Ody Mabbutt', 'UI/UX', 6, 21, 'ri-eye-line', 'error'],
];

const TOPIC_TITLES = [
  'Welcome to this course',
  'Watch before you start',
  'Basic theory',
  'Tools and set-up',
  'Your first project',
  'Core concepts',
  'Working with layouts',
  'Common mistakes',
  'Practice exercise',
  'Going further',
];
const SECTION_TITLES = [
  'Course Content',
  'Fundamentals',
  'Hands-on Practice',
  'Advanced Topics',
  'Projects',
  'Review and Next Steps',
];
const TOPICS_PER_SECTION = 5;

function minutes(value: number) {
  return `${value.toFixed(1)} min`;
}

/** Sections of `total` topics, of which the first `done` are complete. */
export function buildSections(courseId: number, done: number, total: number): CourseSection[] {
  const sections: CourseSection[] = [];
  let index = 0;
  while (index < total) {
    const size = Math.min(TOPICS_PER_SECTION, total - index);
    const number = sections.length;
    const topics = Array.from({ length: size }, (_, offset) => {
      const position = index + offset;
      const time = 1 + ((courseId * 7 + position * 3) % 9) + ((position % 3) * 3) / 10;
      return {
        title: `${TOPIC_TITLES[position % TOPIC_TITLES.length] ?? 'Topic'} ${position + 1}`,
        time: minutes(time),
        isCompleted: position < done,
      };
    });
    sections.push({
      id: `section${number + 1}`,
      title: `${SECTION_TITLES[number % SECTION_TITLES.length] ?? 'Section'}${number >= SECTION_TITLES.length ? ` ${number + 1}` : ''}`,
      status: '',
      time: '',
      topics,
    });
    index += size;
  }
  return sections.map(withSectionSummary);
}

/** Recomputes a section's "done/total" status and its total time from its topics. */
export function withSectionSummary(section: CourseSection): CourseSection {
  const done = section.topics.filter((topic) => topic.isCompleted).length;
  const time = section.topics.reduce((sum, topic) => sum + Number.parseFloat(topic.time), 0);
  return { ...section, status: `${done}/${section.topics.length}`, time: minutes(time) };
}

export function seedAcademy(): { courses: Course[]; courseDetails: CourseDetails[] } {
  const courses: Course[] = COURSES.map(
    ([courseTitle, user, tags, done, total, logo, color], i) => {
      const id = i + 1;
      return {
        id,
        user,
        image: courseBanner(courseTitle, id * 37),
        tutorImg: avatarImage(user, id * 37),
        completedTasks: done,
        totalTasks: total,
        userCount: 10 + ((id * 13) % 90),
        note: 5 + ((id * 11) % 60),
        view: 40 + ((id * 29) % 200),
        time: `${1 + ((id * 5) % 20)}h ${(id * 17) % 60}m`,
        logo,
        color,
        courseTitle,
        desc: `${courseTitle}: a ${tags} course by ${user}, from the first steps to confident practice.`,
        tags,
        rating: Math.round((3.6 + ((id * 7) % 15) / 10) * 10) / 10,
        ratingCount: 5 + ((id * 23) % 300),
      };
    },
  );
  const courseDetails: CourseDetails[] = courses.map((course) => ({
    courseId: course.id,
    title: course.courseTitle,
    about: `Learn ${course.courseTitle.toLowerCase()} step by step with short lectures and practical exercises.`,
    instructor: course.user,
    instructorAvatar: course.tutorImg,
    instructorPosition: `${course.tags} instructor`,
    skillLevel: course.totalTasks > 50 ? 'Intermediate' : 'All Level',
    totalStudents: 1000 + course.userCount * 431,
    language: 'English',
    isCaptions: course.id % 3 !== 0,
    length: course.time,
    totalLectures: course.totalTasks,
    description: [
      `${course.courseTitle} is a ${course.tags} course for anyone who wants solid, usable skills.`,
      'Each section ends with an exercise; mark a topic done to keep track of your progress.',
    ],
    content: buildSections(course.id, course.completedTasks, course.totalTasks),
  }));
  return { courses, courseDetails };
}

/** Course picture used by cards: a generated banner. */
export function courseBanner(title: string, hue: number): string {
  return svgImage({ width: 320, height: 160, hue, label: title.slice(0, 18) });
}
