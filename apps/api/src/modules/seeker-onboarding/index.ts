// The seeker-onboarding module's public entry: what other modules may use (docs/architecture.md).
export { seekerOnboardingRoutes } from './seeker-onboarding.routes';
