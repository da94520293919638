import type { MenuEntry } from '@portal/design';
import {
  RiCalendarLine,
  RiChat3Line,
  RiDashboardLine,
  RiMailLine,
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

/** The apps-demo menu: plain data, written to `menu.json` by the build for the shell. */
const menu: MenuEntry[] = [
  {
    titleKey: 'apps-demo:menu.dashboards',
    icon: RiDashboardLine,
    order: 10,
    children: [
      { titleKey: 'apps-demo:menu.crm', to: paths.dashboards.crm.href(), order: 10 },
      { titleKey: 'apps-demo:menu.analytics', to: paths.dashboards.analytics.href(), order: 20 },
      {
        titleKey: 'apps-demo:menu.academyDashboards',
        to: paths.academy.dashboardAlias.href(),
        order: 30,
      },
      {
        titleKey: 'apps-demo:menu.logisticsDashboards',
        to: paths.logistics.dashboardAlias.href(),
        order: 40,
      },
    ],
  },
  {
    titleKey: 'apps-demo:menu.users',
    sectionKey: 'apps-demo:menu.appsSection',
    icon: RiUserLine,
    ability: { action: 'read', subject: 'User' },
    order: 200,
    children: [
      {
        titleKey: 'apps-demo:menu.userList',
        to: paths.users.list.href(),
        icon: RiFileUserLine,
        ability: { action: 'read', subject: 'User' },
        order: 10,
      },
    ],
  },
  {
    titleKey: 'apps-demo:menu.rolesPermissions',
    sectionKey: 'apps-demo:menu.appsSection',
    icon: RiLockPasswordLine,
    ability: { action: 'read', subject: 'Permission' },
    order: 210,
    children: [
      {
        titleKey: 'apps-demo:menu.roles',
        to: paths.roles.href(),
        icon: RiTeamLine,
        ability: { action: 'read', subject: 'Permission' },
        order: 5,
      },
      {
        titleKey: 'apps-demo:menu.permissions',
        to: paths.permissions.href(),
        icon: RiShieldKeyholeLine,
        ability: { action: 'read', subject: 'Permission' },
        order: 10,
      },
    ],
  },
  {
    titleKey: 'apps-demo:menu.accessControl',
    sectionKey: 'apps-demo:menu.appsSection',
    to: paths.accessControl.href(),
    icon: RiShieldUserLine,
    ability: { action: 'read', subject: 'AclDemo' },
    order: 220,
  },
  {
    titleKey: 'apps-demo:menu.email',
    sectionKey: 'apps-demo:menu.appsSection',
    to: paths.email.href(),
    icon: RiMailLine,
    order: 100,
  },
  {
    titleKey: 'apps-demo:menu.chat',
    sectionKey: 'apps-demo:menu.appsSection',
    to: paths.chat.href(),
    icon: RiChat3Line,
    order: 110,
  },
  {
    titleKey: 'apps-demo:menu.calendar',
    sectionKey: 'apps-demo:menu.appsSection',
    to: paths.calendar.href(),
    icon: RiCalendarLine,
    order: 120,
  },
  {
    titleKey: 'apps-demo:menu.kanban',
    sectionKey: 'apps-demo:menu.appsSection',
    to: paths.kanban.href(),
    icon: RiDragDropLine,
    order: 130,
  },
  {
    titleKey: 'apps-demo:menu.academy',
    sectionKey: 'apps-demo:menu.appsSection',
    icon: RiGraduationCapLine,
    order: 230,
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
    sectionKey: 'apps-demo:menu.appsSection',
    icon: RiTruckLine,
    order: 240,
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
    sectionKey: 'apps-demo:menu.pagesSection',
    icon: RiUserStarLine,
    to: paths.userProfile.href('profile'),
    order: 600,
  },
  {
    titleKey: 'apps-demo:menu.helpCenter',
    sectionKey: 'apps-demo:menu.pagesSection',
    icon: RiQuestionLine,
    to: paths.helpCenter.landing.href(),
    order: 610,
  },
];

export default menu;
