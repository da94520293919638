import { PROFILE_API_MESSAGES } from '@portal/contract';
import { registerApiMessages } from '@portal/design/base';

/**
 * The profile API's texts, translated by the kit's API-error module: each exact English text
 * maps to `profile:api.<key>` (en, fr, es, ar in this remote's locales).
 */
export const registerProfileApiMessages = () =>
  registerApiMessages(
    Object.fromEntries(
      Object.entries(PROFILE_API_MESSAGES).map(([key, text]) => [text, `profile:api.${key}`]),
    ),
  );
