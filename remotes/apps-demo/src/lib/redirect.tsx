import { Navigate, useLocation } from 'react-router-dom';

/**
 * A route whose page only sends the visitor on (`replace`, so Back skips it), keeping the query:
 * a bare prefix such as `/pages/user-profile` opens its default page, as the template does.
 */
export function redirectTo(to: string) {
  function Redirect() {
    const { search } = useLocation();
    return <Navigate to={`${to}${search}`} replace />;
  }
  return () => Promise.resolve({ default: Redirect });
}
