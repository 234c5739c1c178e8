// The account module's public entry: what other modules may use (docs/architecture.md).
export { registerAccountJobs } from './account.jobs';
export { accountRoutes } from './account.routes';
export { checkOneTimeCode, sendConfirmationEmail } from './account.service';
export {
  claimRecoveryCode,
  findLiveVerificationCode,
  findUnusedRecoveryCodes,
  markVerificationCodeUsed,
  replaceRecoveryCodes,
  replaceVerificationCode,
} from './verification.repository';
