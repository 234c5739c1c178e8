import { maskPhone } from '@hireway/shared';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';

import type { Config } from '../../config/config';

export interface SmsSendResult {
  /** The provider's id of the message (Twilio's `SM…` sid); null when the provider gives none. */
  providerMessageId: string | null;
}

export type SmsLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** The daily caps sendSms enforces (SMS_DAILY_* in config). */
export type SmsLimits = Pick<Config, 'SMS_DAILY_LIMIT_PER_USER' | 'SMS_DAILY_LIMIT_PER_NUMBER' | 'SMS_DAILY_BUDGET'>;

/** The config defaults: a sender built without limits is still capped, never unlimited. */
export const DEFAULT_SMS_LIMITS: SmsLimits = {
  SMS_DAILY_LIMIT_PER_USER: 5,
  SMS_DAILY_LIMIT_PER_NUMBER: 5,
  SMS_DAILY_BUDGET: 1000,
};

/** Delivers one text message. Implementations never log the body: it usually holds a one-time code. */
export interface SmsSender {
  readonly provider: string;
  /** The configured caps (createSmsSender sets them), so that `sendSms(db, app.sms, message)` applies config. */
  readonly limits?: SmsLimits;
  /** Where sendSms reports the global budget alert. */
  readonly log?: SmsLog;
  send(to: string, body: string): Promise<SmsSendResult>;
}

export const OUTBOX_PROVIDER = 'outbox';
export const TWILIO_PROVIDER = 'twilio';

/** A provider refused the message or could not be reached. */
export class SmsDeliveryError extends Error {
  readonly provider: string;
  /** The provider's own error code (Twilio: 21211 invalid number, 20003 authentication, …); null for network errors. */
  readonly providerCode: number | null;
  /** The HTTP status of the provider's answer; null when there was none (timeout, refused connection). */
  readonly httpStatus: number | null;
  /** True for 5xx, 429, timeouts and network errors (try again later); false for every other 4xx. */
  readonly retryable: boolean;

  constructor(
    message: string,
    details: {
      provider: string;
      providerCode: number | null;
      httpStatus: number | null;
      retryable: boolean;
      cause?: unknown;
    },
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'SmsDeliveryError';
    this.provider = details.provider;
    this.providerCode = details.providerCode;
    this.httpStatus = details.httpStatus;
    this.retryable = details.retryable;
  }
}

/** Nothing leaves the machine: the ledger row that sendSms writes is the message (read it at /dev/outbox/sms). */
export class OutboxSmsSender implements SmsSender {
  readonly provider = OUTBOX_PROVIDER;
  readonly log: SmsLog;
  readonly limits: SmsLimits;

  constructor(log: SmsLog, limits: SmsLimits = DEFAULT_SMS_LIMITS) {
    this.log = log;
    this.limits = limits;
  }

  async send(to: string): Promise<SmsSendResult> {
    const masked = maskPhone(to);
    this.log.info({ event: 'sms_outbox', to: masked }, `sms to ${masked}`);
    return { providerMessageId: null };
  }
}

export interface TwilioSmsSenderOptions {
  accountSid: string;
  authToken: string;
  /** The sender number (E.164); ignored when messagingServiceSid is set. */
  from?: string | undefined;
  /** A Messaging Service picks the sender from its pool; preferred over `from` when both are set. */
  messagingServiceSid?: string | undefined;
  /** Default https://api.twilio.com; tests point it at a local fake. */
  baseUrl?: string | undefined;
  timeoutMs?: number;
  log: SmsLog;
  limits?: SmsLimits;
}

const TWILIO_TIMEOUT_MS = 10_000;

// API10: the provider's answers are validated, not trusted.
const twilioMessageSchema = z.object({ sid: z.string().min(1).max(64), status: z.string().max(32) });
const twilioErrorSchema = z.object({
  code: z.number().int().optional(),
  message: z.string().optional(),
  more_info: z.string().optional(),
  status: z.number().int().optional(),
});

/** Provider messages quote the number ("The 'To' number +1555… is not valid"): logs get it masked. */
const maskNumbersIn = (text: string): string => text.replace(/\+?\d[\d\s-]{5,}\d/g, (match) => maskPhone(match));

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Twilio's Programmable Messaging API: POST /2010-04-01/Accounts/{AccountSid}/Messages.json. */
export class TwilioSmsSender implements SmsSender {
  readonly provider = TWILIO_PROVIDER;
  readonly #url: string;
  readonly #authorization: string;
  readonly #sender: { name: 'From' | 'MessagingServiceSid'; value: string };
  readonly #timeoutMs: number;
  readonly log: SmsLog;
  readonly limits: SmsLimits;

  constructor(options: TwilioSmsSenderOptions) {
    const baseUrl = (options.baseUrl ?? 'https://api.twilio.com').replace(/\/+$/, '');
    this.#url = `${baseUrl}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
    this.#authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
    if (options.messagingServiceSid) this.#sender = { name: 'MessagingServiceSid', value: options.messagingServiceSid };
    else if (options.from) this.#sender = { name: 'From', value: options.from };
    else throw new Error('TwilioSmsSender needs a sender: from or messagingServiceSid');
    this.#timeoutMs = options.timeoutMs ?? TWILIO_TIMEOUT_MS;
    this.log = options.log;
    this.limits = options.limits ?? DEFAULT_SMS_LIMITS;
  }

  async send(to: string, body: string): Promise<SmsSendResult> {
    const masked = maskPhone(to);
    const form = new URLSearchParams({ To: to, [this.#sender.name]: this.#sender.value, Body: body });
    let response: Response;
    let text: string;
    try {
      response = await fetch(this.#url, {
        method: 'POST',
        headers: {
          authorization: this.#authorization,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form.toString(),
        // API10: a redirect is an error, never followed with our credentials.
        redirect: 'manual',
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const isTimeout = error instanceof Error && error.name === 'TimeoutError';
      this.log.warn({ event: 'sms_failed', provider: this.provider, to: masked, timeout: isTimeout }, 'sms failed');
      throw new SmsDeliveryError(isTimeout ? 'Twilio did not answer in time' : 'Twilio could not be reached', {
        provider: this.provider,
        providerCode: null,
        httpStatus: null,
        retryable: true,
        cause: error,
      });
    }

    if (response.status >= 200 && response.status < 300) {
      const message = twilioMessageSchema.safeParse(parseJson(text));
      if (!message.success) {
        // Twilio accepted the message (2xx); it probably goes out, so it counts as sent.
        this.log.warn({ event: 'sms_unreadable_answer', provider: this.provider, to: masked }, 'sms answer unreadable');
        return { providerMessageId: null };
      }
      this.log.info(
        { event: 'sms_sent', provider: this.provider, to: masked, sid: message.data.sid, status: message.data.status },
        `sms to ${masked}`,
      );
      return { providerMessageId: message.data.sid };
    }

    const parsed = twilioErrorSchema.safeParse(parseJson(text));
    const details = parsed.success ? parsed.data : {};
    const providerCode = details.code ?? null;
    const retryable = response.status >= 500 || response.status === 429;
    const reason = details.message ? `: ${maskNumbersIn(details.message)}` : '';
    this.log.warn(
      { event: 'sms_failed', provider: this.provider, to: masked, status: response.status, code: providerCode },
      'sms failed',
    );
    throw new SmsDeliveryError(
      `Twilio answered ${response.status}${providerCode === null ? '' : ` (error ${providerCode})`}${reason}`,
      { provider: this.provider, providerCode, httpStatus: response.status, retryable },
    );
  }
}

export type SmsSenderConfig = SmsLimits &
  Pick<
    Config,
    | 'isProduction'
    | 'TWILIO_ACCOUNT_SID'
    | 'TWILIO_AUTH_TOKEN'
    | 'TWILIO_FROM'
    | 'TWILIO_MESSAGING_SERVICE_SID'
    | 'TWILIO_BASE_URL'
  >;

const limitsOf = (config: SmsLimits): SmsLimits => ({
  SMS_DAILY_LIMIT_PER_USER: config.SMS_DAILY_LIMIT_PER_USER,
  SMS_DAILY_LIMIT_PER_NUMBER: config.SMS_DAILY_LIMIT_PER_NUMBER,
  SMS_DAILY_BUDGET: config.SMS_DAILY_BUDGET,
});

/**
 * Twilio when its account, token and a sender are configured; the outbox when no TWILIO_* variable is set.
 * A half-done Twilio setup stops the start: silently falling back would put real users' codes in a table.
 */
export function createSmsSender(config: SmsSenderConfig, log: SmsLog): SmsSender {
  const accountSid = config.TWILIO_ACCOUNT_SID;
  const authToken = config.TWILIO_AUTH_TOKEN;
  const from = config.TWILIO_FROM;
  const messagingServiceSid = config.TWILIO_MESSAGING_SERVICE_SID;
  const baseUrl = config.TWILIO_BASE_URL;
  if ([accountSid, authToken, from, messagingServiceSid, baseUrl].every((value) => value === undefined)) {
    if (config.isProduction) log.warn('no SMS provider is configured: text messages only reach the sms_outbox table');
    return new OutboxSmsSender(log, limitsOf(config));
  }
  const missing = [
    ...(accountSid ? [] : ['TWILIO_ACCOUNT_SID']),
    ...(authToken ? [] : ['TWILIO_AUTH_TOKEN']),
    ...(from || messagingServiceSid ? [] : ['TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID']),
  ];
  if (!accountSid || !authToken || missing.length > 0) {
    throw new Error(`Incomplete Twilio configuration: set ${missing.join(', ')} (or unset every TWILIO_* variable)`);
  }
  if (config.isProduction && baseUrl && !baseUrl.startsWith('https://')) {
    throw new Error('TWILIO_BASE_URL must use https in production (it carries the auth token)');
  }
  return new TwilioSmsSender({
    accountSid,
    authToken,
    from,
    messagingServiceSid,
    baseUrl,
    log,
    limits: limitsOf(config),
  });
}
