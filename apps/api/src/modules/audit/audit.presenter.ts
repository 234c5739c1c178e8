/**
 * A before/after value of an audit row as written by recordAudit (JSON text), read back for the admin console;
 * text that is not JSON (rows older than the JSON rule) is shown as it is.
 */
export const readAuditValue = (value: string | null): unknown => {
  if (value === null) return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};
