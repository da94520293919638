import { RuleTester, type Rule } from 'eslint';
import path from 'node:path';
import { featureZones, portalPlugin } from '../eslint-rules.mjs';
import { root } from '../registry.mjs';

const rule = portalPlugin.rules?.['kebab-case-files'] as Rule.RuleModule;
const at = (file: string) => ({ code: 'export {};', filename: path.join(root, file) });

new RuleTester({ languageOptions: { sourceType: 'module' } }).run('kebab-case-files', rule, {
  valid: [
    at('remotes/billing/src/features/invoice/components/invoice-list-page.js'),
    at('shell/src/federation/remote-areas.test.js'),
    at('shell/src/env.d.js'),
    at('.ci/helper.js'),
  ],
  invalid: [
    { ...at('shell/src/features/auth/LoginPage.js'), errors: [{ messageId: 'name' }] },
    { ...at('remotes/billing/src/featureFolder/x.js'), errors: [{ messageId: 'name' }] },
    { ...at('shell/src/lib/api_client.js'), errors: [{ messageId: 'name' }] },
  ],
});

describe('feature zones', () => {
  it('forbid every feature of an app from importing another, except its query keys', () => {
    const zones = featureZones();
    const notas = zones.find(
      (zone) =>
        zone.target === './remotes/billing/src/features/notas' &&
        zone.from === './remotes/billing/src/features/facturacion',
    );
    expect(notas?.except).toEqual(['./api/query-keys.ts']);
    // No zone crosses apps (those are the remote boundaries) or points a feature at itself.
    for (const zone of zones) {
      expect(zone.target).not.toBe(zone.from);
      expect(zone.target.split('/features/')[0]).toBe(zone.from.split('/features/')[0]);
    }
  });
});
