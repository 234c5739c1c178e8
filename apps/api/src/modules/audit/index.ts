// The audit module's public entry: what other modules may use (docs/architecture.md).
export { findAuditEntries, recordAudit } from './audit.repository';
