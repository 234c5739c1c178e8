// The audit module's public entry: what other modules may use (docs/architecture.md).
export { recordAudit } from './audit.service';
export type { AuditActor, AuditEntry } from './audit.service';
