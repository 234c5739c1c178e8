/** The public surface of @hireway/shared: everything the API and the web agree on. */
export * from './api/envelope';
export * from './auth/auth.schemas';
export * from './constants/constants';
export * from './errors/catalogue';
export * from './errors/error-codes';
export * from './format/format';
export * from './guards/guard.types';
export * from './guards/guards';
export * from './password/common-passwords';
export * from './password/password-policy';
export * from './permissions/permission.schemas';
export * from './permissions/permissions';
export * from './reference/reference.schemas';
export * from './routes/route-names';
export * from './settings/settings.schemas';
export * from './status/status-colors';
export * from './security/security.schemas';
