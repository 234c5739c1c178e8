// What tests read back of the audit log (newest first; one entity, or one of its rows).
export { findAuditEntries } from './audit.repository';
