import { ApiError } from '@portal/auth';
import { PROFILE_API_MESSAGES } from '@portal/contract';
import { apiErrorMessage, apiFieldErrors, i18n } from '@portal/design/base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../routes';
import { registerProfileApiMessages } from './api-messages';

const LANGUAGES = ['en', 'fr', 'es', 'ar'] as const;
const t = i18n.t.bind(i18n);
let unregister: () => void;

beforeAll(async () => {
  for (const language of LANGUAGES)
    i18n.addResourceBundle(language, 'profile', await loadMessages(language), true, true);
  unregister = registerProfileApiMessages();
});
afterAll(async () => {
  unregister();
  await i18n.changeLanguage('en');
});

describe("the profile API's texts", () => {
  it('keeps the exact English texts in English', async () => {
    await i18n.changeLanguage('en');
    for (const text of Object.values(PROFILE_API_MESSAGES))
      expect(apiFieldErrors(new ApiError(400, { errors: { x: [text] } }), t).x).toBe(text);
  });

  it.each(['fr', 'es', 'ar'] as const)('are all translated in %s', async (language) => {
    await i18n.changeLanguage(language);
    for (const text of Object.values(PROFILE_API_MESSAGES)) {
      const translated = apiFieldErrors(new ApiError(400, { errors: { x: [text] } }), t).x;
      expect(translated, text).toBeTruthy();
      expect(translated, text).not.toBe(text);
    }
  });

  it('translates field errors and 404/409 messages in French', async () => {
    await i18n.changeLanguage('fr');
    const wrong = new ApiError(400, {
      errors: { currentPassword: [PROFILE_API_MESSAGES.wrongPassword] },
    });
    expect(apiFieldErrors(wrong, t)).toEqual({ currentPassword: 'Le mot de passe est incorrect' });
    expect(
      apiErrorMessage(new ApiError(409, { message: PROFILE_API_MESSAGES.lastSignIn }), t),
    ).toMatch(/^C'est votre dernier moyen de connexion/);
    expect(
      apiErrorMessage(new ApiError(404, { message: PROFILE_API_MESSAGES.sessionNotFound }), t),
    ).toBe('Session introuvable');
    // A text nobody registered is shown as it came.
    expect(apiErrorMessage(new ApiError(404, { message: 'Who knows' }), t)).toBe('Who knows');
  });
});
