// The onboarding module's public entry: what other modules may use (docs/architecture.md).
export { onboardingRoutes } from './onboarding.routes';
