import { USER_PLANS, USER_ROLES, USER_STATUSES, type UserDetail } from '@portal/contract';
import type { Random } from './prng';

const FIRST_NAMES = [
  'Galen',
  'Halsey',
  'Marjory',
  'Cyrill',
  'Maggy',
  'Silvain',
  'Breena',
  'Ruthanne',
  'Jobi',
  'Loella',
  'Tiena',
  'Hubert',
  'Nadia',
  'Omar',
  'Lucia',
  'Mateo',
  'Chloé',
  'Yasmin',
  'Kwame',
  'Ingrid',
  'Rafael',
  'Aiko',
  'Dmitri',
  'Fatima',
  'Jonas',
  'Priya',
  'Tomás',
  'Amélie',
  'Leila',
  'Samuel',
] as const;
const LAST_NAMES = [
  'Slay',
  'Quinn',
  'Ferrer',
  'Risby',
  'Hoogan',
  'Glowacki',
  'Grimwade',
  'Dressler',
  'Rozier',
  'Ottley',
  'Boyle',
  'Mensah',
  'Larsen',
  'Haddad',
  'Moreno',
  'Tanaka',
  'Petrov',
  'Benali',
  'Fischer',
  'Nair',
  'Duarte',
  'Lefèvre',
  'Okafor',
  'Santos',
  'Ivanova',
] as const;
const COMPANIES = [
  'Yotz PVT LTD',
  'Skinder PVT LTD',
  'Oozz PVT LTD',
  'Oyonder PVT LTD',
  'Mita PVT LTD',
  'Blognation PVT LTD',
  'Wordware PVT LTD',
  'Buzzdog PVT LTD',
  'Skipstorm PVT LTD',
  'Flipstorm PVT LTD',
  'Jaxbean PVT LTD',
  'Realbridge PVT LTD',
] as const;
const COUNTRIES = [
  'El Salvador',
  'Albania',
  'Russia',
  'China',
  'Pakistan',
  'Bolivia',
  'Greece',
  'Spain',
  'France',
  'Morocco',
  'Mexico',
  'Portugal',
  'Japan',
  'Ghana',
  'Norway',
  'India',
] as const;
const LANGUAGES = ['English', 'French', 'Spanish', 'Arabic', 'German', 'Portuguese'] as const;
const DOMAINS = ['gmail.com', 'yahoo.com', 'hotmail.com', 'outlook.com', 'mail.com'] as const;

/** Avatar files served from mock-api/public (copied into every app's public dir). */
export const AVATAR_COUNT = 8;
export const avatarPath = (n: number) => `/images/avatars/avatar-${n}.svg`;

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** The 50 sample users of the Users app (ids 1..50, spec section 9). */
export function seedUsers(random: Random, count = 50): UserDetail[] {
  const users: UserDetail[] = [];
  const usedNames = new Set<string>();
  for (let id = 1; id <= count; id += 1) {
    let first: string;
    let last: string;
    do {
      first = random.pick(FIRST_NAMES);
      last = random.pick(LAST_NAMES);
    } while (usedNames.has(`${first} ${last}`));
    usedNames.add(`${first} ${last}`);
    const username = `${slug(first)}${slug(last).slice(0, 3)}${id}`;
    users.push({
      id,
      fullName: `${first} ${last}`,
      company: random.pick(COMPANIES),
      role: random.pick(USER_ROLES),
      username,
      country: random.pick(COUNTRIES),
      contact: `+1 (${random.int(200, 999)}) ${random.int(200, 999)}-${random.int(1000, 9999)}`,
      email: `${slug(first)}.${slug(last)}${id}@${random.pick(DOMAINS)}`,
      currentPlan: random.pick(USER_PLANS),
      status: random.pick(USER_STATUSES),
      // About a third have no picture: the UI shows initials then.
      avatar: random.next() < 0.35 ? '' : avatarPath(random.int(1, AVATAR_COUNT)),
      taskDone: random.int(0, 2000),
      projectDone: random.int(0, 600),
      taxId: `Tax-${random.int(1000, 9999)}`,
      language: random.pick(LANGUAGES),
    });
  }
  return users;
}
