import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { customersRoutes } from './customers';
import { facturasRoutes } from './facturas';
import { invoicesRoutes } from './invoices';
import { notasRoutes } from './notas';

/** Customers, Facturacion, billing notes and the template invoice app (the billing domain). */
export const billingRoutes = new Hono<AppEnv>()
  .route('/', invoicesRoutes)
  .route('/', customersRoutes)
  .route('/', facturasRoutes)
  .route('/', notasRoutes);
