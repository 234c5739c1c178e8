/** The error and toast catalogue of spec section 8: one source for the API and the web. */
import { TOAST_TIMEOUT_MS } from '../constants/constants';

export const COMMUNICATION_ERROR_MESSAGE = 'There was an error communicating with the server. Try again later.';
export const RESET_TOKEN_EXPIRED_MESSAGE = 'Password reset token has expired';
export const REALTIME_EXHAUSTED_MESSAGE =
  'There was an issue communicating to the server. Please try refreshing the page.';
export const LOGIN_FAILURE_TITLE = 'Error!';

/** Shown when a lazily loaded screen part fails to load (after CHUNK_LOAD_TIMEOUT_MS). */
export const chunkLoadFailedMessage = (id: string | number): string => `Loading chunk ${id} failed`;

export type ToastVariant = 'success' | 'error' | 'warning' | 'info';

export interface ToastOptions {
  title: string;
  variant: ToastVariant;
  timeoutMs: number;
  progressBar: boolean;
}

export const TOAST_DEFAULTS: Readonly<ToastOptions> = Object.freeze({
  title: 'Success',
  variant: 'success',
  timeoutMs: TOAST_TIMEOUT_MS,
  progressBar: false,
});

/** The welcome toast after login or signup (spec section 4). */
export const welcomeToast = (name: string, role: string): { title: string; message: string } => ({
  title: `Welcome ${name}`,
  message: `You have successfully logged in as ${role}.`,
});

/** Statuses whose server message is useless to a user: the request never reached the app. */
export const COMMUNICATION_ERROR_STATUSES: readonly number[] = [408, 413, 502, 504];

export interface ClientErrorInput {
  /** HTTP status, absent when no response arrived. */
  status?: number;
  message?: string;
  /** True when the request failed at the network level. */
  networkError?: boolean;
}

/**
 * What the user is shown for a failed request. 413/408/504/502 and network errors without a
 * response become COMMUNICATION_ERROR_MESSAGE; other messages pass through unchanged.
 * With no message at all there is nothing to pass through, so the communication message is used
 * rather than an empty toast.
 */
export const toClientErrorMessage = ({ status, message, networkError = false }: ClientErrorInput): string => {
  if (status !== undefined && COMMUNICATION_ERROR_STATUSES.includes(status)) return COMMUNICATION_ERROR_MESSAGE;
  if (networkError && status === undefined) return COMMUNICATION_ERROR_MESSAGE;
  if (message === undefined || message.trim() === '') return COMMUNICATION_ERROR_MESSAGE;
  return message;
};
