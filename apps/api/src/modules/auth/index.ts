// The auth module's public entry (sign-up, sign-in, sign-out): its routes. Tokens and sessions are modules/sessions.
export { authRoutes } from './auth.routes';
