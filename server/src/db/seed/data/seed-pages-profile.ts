import type {
  ProfileConnection,
  ProfileHeader,
  ProfileProject,
  ProfileTabData,
  ProfileTeam,
} from '@portal/contract';
import { avatarImage, svgImage } from './svg-image';

const PEOPLE = [
  'Vinnie Mostowy',
  'Allen Rieske',
  'Julee Rossignol',
  'Kaith Dsouza',
  'John Doe',
  'Alberto Hill',
  'Ruby Simmons',
  'Cecilia Payne',
  'Curtis Fletcher',
  'Bernard Mckenzie',
];
const member = (index: number) => {
  const name = PEOPLE[index % PEOPLE.length] ?? 'Member';
  return { name, avatar: avatarImage(name, index * 41) };
};

const TEAMS: [string, string, string[]][] = [
  [
    'React Developers',
    'We build the portal screens in React and keep them fast and accessible.',
    ['React', 'MUI'],
  ],
  [
    'Vue.js Dev Team',
    'Maintains the older dashboards written in Vue until they move over.',
    ['Vue.js', 'Developer'],
  ],
  [
    'Creative Designers',
    'Brand, illustration and the design system behind every screen.',
    ['Sketch', 'Photoshop'],
  ],
  [
    'Support Team',
    'Answers customers within a working day and reports what hurts them.',
    ['Zendesk'],
  ],
  [
    'Digital Marketing',
    'Campaigns, newsletters and the numbers that tell us what worked.',
    ['Twitter', 'Email'],
  ],
  ['Event Team', 'Plans the meet-ups and the yearly conference.', ['Events']],
];

const PROJECTS: [string, string, string, string, number, number, number][] = [
  // title, leader, start, deadline, budget, spent, progress
  ['Social Banners', 'Eileen', '2026-01-14', '2026-05-28', 24800, 18200, 78],
  ['Admin Template', 'Owen', '2026-02-02', '2026-06-18', 52000, 21400, 18],
  ['App Design', 'Keith', '2026-01-20', '2026-04-15', 18500, 16100, 62],
  ['Create Website', 'Merline', '2025-11-03', '2026-03-31', 32000, 30900, 92],
  ['Figma Dashboards', 'Harmonia', '2026-03-01', '2026-08-12', 21000, 4600, 27],
  ['Logo Design', 'Allyson', '2026-02-10', '2026-03-20', 6500, 6100, 100],
  ['Mobile App', 'Georgie', '2025-12-01', '2026-07-01', 75000, 38200, 45],
  ['Brand Guide', 'Jayden', '2026-01-05', '2026-02-28', 9200, 9200, 100],
  ['Landing Page', 'Salina', '2026-03-15', '2026-05-02', 12800, 3100, 12],
  ['Customer Portal', 'Dante', '2026-02-20', '2026-10-30', 98000, 22000, 21],
  ['Newsletter Revamp', 'Mireille', '2026-01-25', '2026-04-05', 7400, 5200, 70],
  ['Data Migration', 'Tristan', '2025-10-10', '2026-04-30', 41000, 39700, 88],
];

const CHIP_COLORS = ['primary', 'info', 'success', 'warning', 'error'];

export interface ProfileSeed {
  header: ProfileHeader;
  profile: Omit<ProfileTabData, 'connections' | 'teamsTech'>;
  teams: ProfileTeam[];
  projects: ProfileProject[];
  connections: ProfileConnection[];
}

export function seedProfile(): ProfileSeed {
  const teams: ProfileTeam[] = TEAMS.map(([title, description, chips], index) => ({
    id: index + 1,
    title,
    avatar: avatarImage(title, 200 + index * 29),
    description,
    members: [member(index), member(index + 1), member(index + 2)],
    extraMembers: (index * 7) % 12,
    chips: chips.map((chip, chipIndex) => ({
      title: chip,
      color: CHIP_COLORS[(index + chipIndex) % CHIP_COLORS.length] ?? 'primary',
    })),
  }));
  const projects: ProfileProject[] = PROJECTS.map(
    ([title, leader, startDate, deadline, budget, budgetSpent, progress], index) => {
      const totalTask = 20 + ((index * 37) % 200);
      return {
        id: index + 1,
        title,
        client: PEOPLE[(index + 3) % PEOPLE.length] ?? 'Client',
        avatar: avatarImage(title, 120 + index * 23),
        description: `${title}: planned with the client, delivered in short iterations.`,
        startDate,
        deadline,
        budget,
        budgetSpent,
        progress,
        hours: 40 + ((index * 53) % 400),
        totalTask,
        completedTask: Math.round((totalTask * progress) / 100),
        comments: (index * 11) % 40,
        leader,
        members: [member(index + 2), member(index + 4), member(index + 6)],
      };
    },
  );
  const connections: ProfileConnection[] = PEOPLE.filter((name) => name !== 'John Doe').map(
    (name, index) => ({
      id: index + 1,
      name,
      avatar: avatarImage(name, index * 41),
      designation: ['UI Designer', 'Developer', 'Project Manager', 'Data Analyst'][index % 4] ?? '',
      isConnected: index % 3 !== 1,
      connections: 50 + ((index * 97) % 900),
      projects: 5 + ((index * 13) % 40),
      tasks: 30 + ((index * 61) % 800),
      chips: [
        {
          title: ['Angular', 'React', 'Figma', 'Vue.js'][index % 4] ?? '',
          color: CHIP_COLORS[index % 5] ?? 'primary',
        },
      ],
    }),
  );
  return {
    header: {
      fullName: 'John Doe',
      location: 'Vatican City',
      joiningDate: 'April 2021',
      designation: 'UX Designer',
      profileImg: avatarImage('John Doe', 250),
      coverImg: svgImage({ width: 1200, height: 250, hue: 230 }),
    },
    profile: {
      about: {
        fullName: 'John Doe',
        status: 'active',
        role: 'Developer',
        country: 'USA',
        language: 'English',
      },
      contacts: { contact: '(123) 456-7890', skype: 'john.doe', email: 'john.doe@example.com' },
      teams: [
        { name: 'Backend Developer', members: 126 },
        { name: 'React Developer', members: 98 },
      ],
      overview: { tasksCompiled: 13_500, projectsCompiled: 146, connections: 897 },
      activity: [
        {
          id: 1,
          title: '12 Invoices have been paid',
          description: 'Invoices have been paid to the company.',
          time: '2026-03-02T10:12:00Z',
          color: 'primary',
        },
        {
          id: 2,
          title: 'Client Meeting',
          description: 'Project meeting with Alberto about the admin template.',
          time: '2026-03-01T14:30:00Z',
          color: 'success',
        },
        {
          id: 3,
          title: 'Create a new project for client',
          description: 'Six team members in the new project.',
          time: '2026-02-27T09:00:00Z',
          color: 'info',
        },
        {
          id: 4,
          title: 'Design review',
          description: 'Reviewed the dashboard drafts with the design team.',
          time: '2026-02-24T16:45:00Z',
          color: 'warning',
        },
      ],
    },
    teams,
    projects,
    connections,
  };
}
