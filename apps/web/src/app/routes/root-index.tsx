import { Navigate } from 'react-router';

import { paths } from '../../config/paths';

/** "/" is always redirected by the guard (rule 6); this only renders if the guard let it through. */
export function RootIndex() {
  return <Navigate to={paths['auth-login']} replace />;
}
