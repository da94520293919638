import { defineRemoteConfig } from '@portal/design/rsbuild';

export default defineRemoteConfig({ app: 'billing', root: import.meta.dirname, title: 'Billing' });
