// The audit module's public entry: what other modules may use (docs/architecture.md).
export { readAuditValue } from './audit.presenter';
export { auditAdminChange, recordAudit } from './audit.service';
export type { AdminChange, AuditActor, AuditEntry } from './audit.service';
