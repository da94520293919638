import type { RequiredAbility } from '@portal/auth';
import type { MenuEntry } from '@portal/design/base';
import {
  RiCalendarLine,
  RiChat3Line,
  RiDashboardLine,
  RiPieChartLine,
  RiMailLine,
  RiMailSendLine,
  RiDragDropLine,
  RiGraduationCapLine,
  RiTruckLine,
  RiUserStarLine,
  RiQuestionLine,
  RiFileUserLine,
  RiLockPasswordLine,
  RiShieldKeyholeLine,
  RiShieldUserLine,
  RiTeamLine,
  RiUserLine,
} from '@remixicon/react';
import { paths } from './config/paths';

/**
 * What each page of this remote needs to be read: the subject the API's GET endpoints ask for
 * (server/src/http/read-access.ts). Routes and menu entries share them.
 */
export const READ = {
  dashboard: { action: 'read', subject: 'Dashboard' },
  user: { action: 'read', subject: 'User' },
  permission: { action: 'read', subject: 'Permission' },
  email: { action: 'read', subject: 'Email' },
  chat: { action: 'read', subject: 'Chat' },
  calendar: { action: 'read', subject: 'Calendar' },
  kanban: { action: 'read', subject: 'Kanban' },
  course: { action: 'read', subject: 'Course' },
  vehicle: { action: 'read', subject: 'Vehicle' },
  profile: { action: 'read', subject: 'Profile' },
} as const satisfies Record<string, RequiredAbility>;

/** The apps-demo menu: plain data, written to `menu.json` by the build for the shell. */
const menu: MenuEntry[] = [
  {
    titleKey: 'apps-demo:menu.crm',
    section: 'dashboards',
    to: paths.dashboards.crm.href(),
    ability: READ.dashboard,
    icon: RiDashboardLine,
    order: 10,
  },
  {
    titleKey: 'apps-demo:menu.analytics',
    section: 'dashboards',
    to: paths.dashboards.analytics.href(),
    ability: READ.dashboard,
    icon: RiPieChartLine,
    order: 20,
  },
  {
    // The template's own dashboards are demos: with the rest of the template.
    titleKey: 'apps-demo:menu.dashboards',
    section: 'template',
    icon: RiDashboardLine,
    order: 5,
    children: [
      {
        titleKey: 'apps-demo:menu.academyDashboards',
        to: paths.academy.dashboardAlias.href(),
        ability: READ.course,
        order: 10,
      },
      {
        titleKey: 'apps-demo:menu.logisticsDashboards',
        to: paths.logistics.dashboardAlias.href(),
        ability: READ.vehicle,
        order: 20,
      },
    ],
  },
  {
    titleKey: 'apps-demo:menu.users',
    section: 'customers',
    icon: RiUserLine,
    ability: READ.user,
    order: 10,
    children: [
      {
        titleKey: 'apps-demo:menu.userList',
        to: paths.users.list.href(),
        icon: RiFileUserLine,
        ability: READ.user,
        order: 10,
      },
    ],
  },
  {
    titleKey: 'apps-demo:menu.rolesPermissions',
    section: 'customers',
    icon: RiLockPasswordLine,
    ability: READ.permission,
    order: 20,
    children: [
      {
        titleKey: 'apps-demo:menu.roles',
        to: paths.roles.href(),
        icon: RiTeamLine,
        ability: READ.permission,
        order: 5,
      },
      {
        titleKey: 'apps-demo:menu.permissions',
        to: paths.permissions.href(),
        icon: RiShieldKeyholeLine,
        ability: READ.permission,
        order: 10,
      },
    ],
  },
  {
    titleKey: 'apps-demo:menu.outbox',
    section: 'customers',
    to: paths.outbox.href(),
    icon: RiMailSendLine,
    ability: { action: 'read', subject: 'Outbox' },
    order: 30,
  },
  {
    titleKey: 'apps-demo:menu.accessControl',
    section: 'template',
    to: paths.accessControl.href(),
    icon: RiShieldUserLine,
    ability: { action: 'read', subject: 'AclDemo' },
    order: 90,
  },
  {
    titleKey: 'apps-demo:menu.email',
    section: 'communication',
    to: paths.email.href(),
    ability: READ.email,
    icon: RiMailLine,
    order: 10,
  },
  {
    titleKey: 'apps-demo:menu.chat',
    section: 'communication',
    to: paths.chat.href(),
    ability: READ.chat,
    icon: RiChat3Line,
    order: 20,
    // The messages the user has not seen: the shell shows the count beside the title.
    counter: 'chat-unread',
  },
  {
    titleKey: 'apps-demo:menu.calendar',
    section: 'communication',
    to: paths.calendar.href(),
    ability: READ.calendar,
    icon: RiCalendarLine,
    order: 30,
  },
  {
    titleKey: 'apps-demo:menu.kanban',
    section: 'communication',
    to: paths.kanban.href(),
    ability: READ.kanban,
    icon: RiDragDropLine,
    order: 40,
  },
  {
    titleKey: 'apps-demo:menu.academy',
    section: 'template',
    icon: RiGraduationCapLine,
    ability: READ.course,
    order: 10,
    children: [
      {
        titleKey: 'apps-demo:menu.academyDashboard',
        to: paths.academy.dashboard.href(),
        order: 10,
      },
      { titleKey: 'apps-demo:menu.myCourses', to: paths.academy.myCourse.href(), order: 20 },
      {
        titleKey: 'apps-demo:menu.courseDetails',
        to: paths.academy.courseDetails.href(),
        order: 30,
      },
    ],
  },
  {
    titleKey: 'apps-demo:menu.logistics',
    section: 'template',
    icon: RiTruckLine,
    ability: READ.vehicle,
    order: 20,
    children: [
      {
        titleKey: 'apps-demo:menu.logisticsDashboard',
        to: paths.logistics.dashboard.href(),
        order: 10,
      },
      { titleKey: 'apps-demo:menu.fleet', to: paths.logistics.fleet.href(), order: 20 },
    ],
  },
  {
    titleKey: 'apps-demo:menu.userProfile',
    section: 'template',
    icon: RiUserStarLine,
    to: paths.userProfile.href('profile'),
    ability: READ.profile,
    order: 80,
  },
  {
    titleKey: 'apps-demo:menu.helpCenter',
    section: 'template',
    icon: RiQuestionLine,
    to: paths.helpCenter.landing.href(),
    order: 85,
  },
];

export default menu;
