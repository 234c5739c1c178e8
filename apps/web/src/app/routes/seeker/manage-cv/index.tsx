import { Navigate } from 'react-router';

/** /job-seeker/manage-cv opens its default part, personal (spec section 2). */
export function Component() {
  return <Navigate to="personal" replace />;
}
