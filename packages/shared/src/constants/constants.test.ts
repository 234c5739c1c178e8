import { describe, expect, it } from 'vitest';

import * as C from './constants';

/** Spec section 9 (plus the timings of sections 4 and 8). */
describe('business constants', () => {
  it.each<[string, unknown, unknown]>([
    ['idle timeout default (minutes)', C.DEFAULT_IDLE_TIMEOUT_MINUTES, 5],
    ['idle warning after (minutes)', C.IDLE_WARNING_AFTER_MINUTES, 5],
    ['password expiry reminder threshold (days)', C.DEFAULT_PASSWORD_EXPIRE_REMINDER_DAYS, 10000],
    ['password minimum length', C.DEFAULT_PASSWORD_MIN_LENGTH, 8],
    ['password maximum length', C.PASSWORD_MAX_LENGTH, 256],
    ['realtime retry cap', C.REALTIME_RETRY_CAP, 10],
    ['realtime backoff base (ms)', C.REALTIME_BACKOFF_BASE_MS, 100],
    ['realtime reconnect delay (ms)', C.REALTIME_RECONNECT_DELAY_MS, 500],
    ['page-size options', C.PAGE_SIZE_OPTIONS, [50, 100, 150, 250, 500]],
    ['default page size', C.DEFAULT_PAGE_SIZE, 50],
    ['first page', C.FIRST_PAGE, 1],
    ['toast timeout (ms)', C.TOAST_TIMEOUT_MS, 3000],
    ['select search debounce (ms)', C.SELECT_SEARCH_DEBOUNCE_MS, 300],
    ['truncate default length', C.TRUNCATE_DEFAULT_LENGTH, 15],
    ['recent activities default limit', C.RECENT_ACTIVITIES_DEFAULT_LIMIT, 10],
    ['analytics default days', C.ANALYTICS_DEFAULT_DAYS, 30],
    ['breakpoints', C.BREAKPOINTS, ['xs', 'sm', 'md', 'lg', 'xl']],
    ['token type', C.TOKEN_TYPE, 'Bearer'],
    ['login token clear delay (ms)', C.LOGIN_TOKEN_CLEAR_DELAY_MS, 200],
    ['chunk load timeout (ms)', C.CHUNK_LOAD_TIMEOUT_MS, 120_000],
    ['resource URN prefix', C.RESOURCE_URN_PREFIX, 'urn:hireway'],
  ])('%s', (_label, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it('the default page size is one of the options', () => {
    expect(C.PAGE_SIZE_OPTIONS).toContain(C.DEFAULT_PAGE_SIZE);
  });
});
