import { routePath } from '@hireway/shared';
import Bowser from 'bowser';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { Config } from '../../config/config';
import { clientInfo, type ClientInfo } from '../../core/client-info';
import { emailAccountHolder } from '../../core/mail/mail.jobs';
import { generateToken, hashToken } from '../../core/tokens';
import { nowIso } from '../../db/database';
import type { UserRow } from '../../db/schema';
import { hasOtherKnownDevice, insertKnownDevice, touchKnownDevice } from './devices.repository';

/*
 * Known devices (docs/decisions/0029): each completed sign-in answers with a long-lived random device cookie; the
 * database keeps SHA-256(user id ":" cookie). A sign-in from a device the account has not used before e-mails its
 * owner, except from the account's very first device.
 */

export const DEVICE_COOKIE = 'hireway_device';
/** 400 days: the longest a browser keeps a cookie (RFC 6265bis). */
export const DEVICE_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;
const DEVICE_ID = /^[A-Za-z0-9_-]{43}$/;

/** Who signs in, with the device id their browser sent back (or a fresh one when it sent none). */
export interface SignInClient extends ClientInfo {
  deviceId: string;
}

export function signInClient(request: FastifyRequest): SignInClient {
  const sent = request.headers.cookie ? parseCookie(request.headers.cookie)[DEVICE_COOKIE] : undefined;
  return { ...clientInfo(request), deviceId: sent && DEVICE_ID.test(sent) ? sent : generateToken() };
}

/** The Set-Cookie value a completed sign-in answers with (renewed each time). */
export const deviceCookie = (config: Pick<Config, 'PUBLIC_URL'>, deviceId: string): string =>
  stringifySetCookie({
    name: DEVICE_COOKIE,
    value: deviceId,
    httpOnly: true,
    sameSite: 'lax',
    secure: config.PUBLIC_URL.startsWith('https:'),
    path: '/api',
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });

const deviceHash = (userId: string, deviceId: string) => hashToken(`${userId}:${deviceId}`);

/** "Chrome 131" and "Windows 10" from a User-Agent; empty strings for what it does not say. */
export function describeUserAgent(userAgent: string | null): { browser: string; system: string } {
  if (!userAgent) return { browser: '', system: '' };
  const { browser, os } = Bowser.parse(userAgent.slice(0, 512));
  const major = browser.version?.split('.')[0] ?? '';
  const osVersion = os.versionName ?? os.version ?? '';
  return {
    browser: [browser.name, major].filter(Boolean).join(' ').slice(0, 100),
    system: [os.name, osVersion].filter(Boolean).join(' ').slice(0, 100),
  };
}

/**
 * After a sign-in completed (password, and second factor when the account has one): remembers the device and,
 * when the account already had another one, e-mails the owner in their language — in one transaction, so the
 * e-mail goes out once, exactly when the device is recorded.
 */
export async function noteSignInDevice(app: FastifyInstance, user: UserRow, client: SignInClient): Promise<void> {
  const hash = deviceHash(user.id, client.deviceId);
  const at = nowIso();
  const mailed = await app.db.transaction().execute(async (trx) => {
    if (await touchKnownDevice(trx, user.id, hash, at)) return false;
    if (!(await insertKnownDevice(trx, user.id, hash, at))) return false;
    if (!(await hasOtherKnownDevice(trx, user.id, hash))) return false;
    await emailAccountHolder(app, trx, user, 'new-device-sign-in', {
      time: at,
      ...describeUserAgent(client.userAgent),
      ip: (client.ip ?? '').slice(0, 64),
      passwordLink: `${app.config.PUBLIC_URL}${routePath('security-password-change')}`,
      securityLink: `${app.config.PUBLIC_URL}${routePath('security-mfa')}`,
    });
    return true;
  });
  if (mailed) app.log.info({ event: 'login_new_device', userId: user.id, ip: client.ip }, 'sign-in from a new device');
}
