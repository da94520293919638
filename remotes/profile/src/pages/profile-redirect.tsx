import { Navigate, useLocation } from 'react-router-dom';
import { tabHref } from './tab-href';

/** `/perfilClient` and `/pages/account-settings` open the account tab. */
export default function ProfileRedirect() {
  const { pathname, search } = useLocation();
  return <Navigate replace to={`${tabHref(pathname, 'account')}${search}`} />;
}
