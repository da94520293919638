import { useTranslation } from 'react-i18next';
import { AUTH_NAMESPACE } from '../i18n';

/** `t` bound to the auth namespace; importing it also registers the auth strings. */
export const useAuthTranslation = () => useTranslation(AUTH_NAMESPACE);
