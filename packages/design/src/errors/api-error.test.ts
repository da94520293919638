import { ApiError } from '@portal/auth';
import { describe, expect, it } from 'vitest';
import { changeLanguage, i18n, initI18n } from '../i18n';
import {
  apiErrorKind,
  apiErrorMessage,
  apiFieldErrors,
  isForbidden,
  isNotFound,
  registerApiMessages,
} from './api-error';

await initI18n();
const t = i18n.t.bind(i18n);

describe('the API-error module', () => {
  it.each([
    [400, 'invalid'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'notFound'],
    [409, 'conflict'],
    [413, 'tooLarge'],
    [415, 'unsupported'],
    [429, 'tooManyRequests'],
    [507, 'storageFull'],
    [500, 'server'],
    [503, 'server'],
    [418, 'generic'],
  ])('status %i is %s', (status, kind) => {
    expect(apiErrorKind(new ApiError(status, null))).toBe(kind);
  });

  it('calls a failed fetch a network error, anything else generic', () => {
    expect(apiErrorKind(new TypeError('Failed to fetch'))).toBe('network');
    expect(apiErrorKind(new Error('x'))).toBe('generic');
  });

  it("keeps the spec's 404 texts and translates the known ones", async () => {
    const error = new ApiError(404, { message: 'No invoice found with this id' });
    expect(apiErrorMessage(error, t)).toBe('No invoice found with this id');
    await changeLanguage('fr');
    expect(apiErrorMessage(error, t)).toBe('Aucune facture avec cet identifiant');
    expect(apiErrorMessage(new ApiError(403, { message: 'Forbidden' }), t)).toBe(
      'Vous n’êtes pas autorisé à faire ceci.',
    );
    await changeLanguage('en');
    expect(apiErrorMessage(new ApiError(404, { error: 'Something went wrong' }), t)).toBe(
      'Something went wrong',
    );
  });

  it('reads the first message of each field of a 400, translated', () => {
    const error = new ApiError(400, {
      errors: { email: ['Invalid email or password', 'x'], 'lines.0.quantity': ['Too big'] },
    });
    expect(apiFieldErrors(error, t)).toEqual({
      email: 'Invalid email or password',
      'lines.0.quantity': 'Too big',
    });
    expect(apiFieldErrors(new ApiError(500, null), t)).toEqual({});
  });

  it("translates a remote's registered texts by their full key, until unregistered", () => {
    i18n.addResourceBundle('en', 'demo-remote', { api: { gone: 'It is gone, sorry' } });
    const error = new ApiError(404, { message: 'Gone' });
    expect(apiErrorMessage(error, t)).toBe('Gone');
    const unregister = registerApiMessages({ Gone: 'demo-remote:api.gone' });
    expect(apiErrorMessage(error, t)).toBe('It is gone, sorry');
    expect(apiFieldErrors(new ApiError(400, { errors: { x: ['Gone'] } }), t)).toEqual({
      x: 'It is gone, sorry',
    });
    unregister();
    expect(apiErrorMessage(error, t)).toBe('Gone');
  });

  it('names the minutes of a 429 from its Retry-After, in every language', async () => {
    const tooMany = (retryAfter?: string) =>
      new ApiError(
        429,
        { message: 'Too many sign-in attempts. Try again in 10 minutes.' },
        new Headers(retryAfter === undefined ? {} : { 'Retry-After': retryAfter }),
      );
    expect(apiErrorMessage(tooMany('600'), t)).toBe('Too many attempts. Try again in 10 minutes.');
    expect(apiErrorMessage(tooMany('30'), t)).toBe('Too many attempts. Try again in 1 minute.');
    expect(apiErrorMessage(tooMany(), t)).toBe('Too many attempts. Try again later.');
    await changeLanguage('fr');
    expect(apiErrorMessage(tooMany('540'), t)).toBe(
      'Trop de tentatives. Réessayez dans 9 minutes.',
    );
    await changeLanguage('es');
    expect(apiErrorMessage(tooMany('60'), t)).toBe(
      'Demasiados intentos. Inténtelo de nuevo dentro de 1 minuto.',
    );
    await changeLanguage('ar');
    expect(apiErrorMessage(tooMany('120'), t)).toBe(
      'محاولات كثيرة جدًا. حاول مرة أخرى بعد دقيقتين.',
    );
    expect(apiErrorMessage(tooMany('300'), t)).toBe(
      'محاولات كثيرة جدًا. حاول مرة أخرى بعد 5 دقائق.',
    );
    await changeLanguage('en');
  });

  it('tells not-found and forbidden apart', () => {
    expect(isNotFound(new ApiError(404, null))).toBe(true);
    expect(isForbidden(new ApiError(403, null))).toBe(true);
    expect(isForbidden(new ApiError(404, null))).toBe(false);
  });
});
