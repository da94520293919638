import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { calendarRoutes } from './apps-calendar';
import { chatRoutes } from './apps-chat';
import { emailRoutes } from './apps-email';
import { kanbanRoutes } from './apps-kanban';

/** E-mail, chat, calendar and kanban (the communication apps domain). */
export const appsRoutes = new Hono<AppEnv>()
  .route('/', emailRoutes)
  .route('/', chatRoutes)
  .route('/', calendarRoutes)
  .route('/', kanbanRoutes);
