import { describe, expect, it } from 'vitest';

import * as shared from './index';

/** One name from each module: the barrel must expose every area (and `export *` drops clashing names silently). */
describe('package entry point', () => {
  it.each([
    'dataEnvelope',
    'userSchema',
    'DEFAULT_PAGE_SIZE',
    'COMMUNICATION_ERROR_MESSAGE',
    'toClientErrorMessage',
    'isErrorBody',
    'ERROR_STATUS',
    'formatCompactNumber',
    'maskEmail',
    'evaluateGuards',
    'evaluateGuardsSafely',
    'homeRouteFor',
    'isCommonPassword',
    'checkPasswordPolicy',
    'passwordPolicySchema',
    'authorizationSchema',
    'isRouteAllowed',
    'filterMenu',
    'GROUP_GRANTS',
    'countrySchema',
    'ROUTE_PATHS',
    'REALTIME_EVENTS',
    'renderNotification',
    'fromAcceptLanguage',
    'defaultPlatformSettings',
    'statusColor',
    'STATUS_COLOR_TO_MANTINE',
  ])('exports %s', (name) => {
    expect(shared).toHaveProperty(name);
  });
});
