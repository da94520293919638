import { visibleText } from '@portal/contract';
import { z } from 'zod';
import { i18n } from '../i18n';
import { zodFormErrors } from './zod-form-resolver';

const schema = z.object({ name: visibleText(1, 120), title: visibleText(1, 50) });

function errorsFor(values: unknown) {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return zodFormErrors(result.error, i18n.t.bind(i18n));
}

describe('zodFormErrors: the contract text rules, translated', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('names why a name is refused: nothing visible, or a bidi control', () => {
    expect(errorsFor({ name: '\u200B', title: 'a\u202Eb' })).toEqual({
      name: 'Enter visible characters',
      title: 'Remove the text-direction control characters',
    });
  });

  it('in the portal language', async () => {
    await i18n.changeLanguage('fr');
    expect(errorsFor({ name: '\u2060', title: 'ok' })).toEqual({
      name: 'Saisissez des caractères visibles',
    });
  });
});
