// The account module's public entry: what other modules may use (docs/architecture.md).
export { registerAccountJobs } from './account.jobs';
export { accountRoutes } from './account.routes';
export {
  checkOneTimeCode,
  findVerificationCode,
  issueVerificationCode,
  sendConfirmationEmail,
  useVerificationCode,
} from './account.service';
