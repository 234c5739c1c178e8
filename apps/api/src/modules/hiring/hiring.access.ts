import type { Grant } from '@hireway/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { forbidden } from '../../core/errors';
import type { ProfileRow, UserRow } from '../../db/schema';
import { requireActor } from '../../plugins/auth';
import { findProfile } from '../users';

/*
 * Who may use the hiring endpoints. Grants decide the role (the route's `permissions`); these checks add the
 * account state the spec's guards require: the seeker area is behind the registration fee (guard rule 5), and a
 * provider works only once verified. They run as the route's onRequest hook, after authentication and before the
 * body is read, so a refused caller never uploads anything.
 */

export const SEEKER_GRANTS: readonly Grant[] = ['read:SeekerRoute'];
export const PROVIDER_GRANTS: readonly Grant[] = ['read:ProviderRoute'];
/** Routes both sides use (a CV action's files): the checks below then apply by the caller's group. */
export const MEMBER_GRANTS: readonly Grant[] = ['read:UserRoute'];

export const UNPAID_SEEKER_MESSAGE =
  'Pay the registration fee to apply for jobs, answer employers and see your hiring activity.';
export const UNAPPROVED_PROVIDER_MESSAGE =
  'Your business must be verified before you can review applications, candidates and employees.';

/** Pure: a seeker whose fee is paid. */
export const isPaidSeeker = (user: UserRow, profile: ProfileRow | undefined): boolean =>
  user.user_group === 'seeker' && profile?.payment_status === 'paid';

/** Pure: a provider an admin approved. */
export const isApprovedProvider = (user: UserRow, profile: ProfileRow | undefined): boolean =>
  user.user_group === 'provider' && profile?.status === 'approved';

/** onRequest hook of seeker hiring routes: 403 unless the fee is paid. */
export const paidSeekerOnly = (app: FastifyInstance) =>
  async function paidSeekerOnlyHook(request: FastifyRequest): Promise<void> {
    const { user } = requireActor(request);
    if (!isPaidSeeker(user, await findProfile(app.db, user.id))) throw forbidden(UNPAID_SEEKER_MESSAGE);
  };

/** onRequest hook of provider hiring routes: 403 unless verified. */
export const approvedProviderOnly = (app: FastifyInstance) =>
  async function approvedProviderOnlyHook(request: FastifyRequest): Promise<void> {
    const { user } = requireActor(request);
    if (!isApprovedProvider(user, await findProfile(app.db, user.id))) throw forbidden(UNAPPROVED_PROVIDER_MESSAGE);
  };

/** onRequest hook of routes both sides use: a paid seeker or an approved provider. */
export const hiringMemberOnly = (app: FastifyInstance) =>
  async function hiringMemberOnlyHook(request: FastifyRequest): Promise<void> {
    const { user } = requireActor(request);
    const profile = await findProfile(app.db, user.id);
    if (user.user_group === 'seeker' && !isPaidSeeker(user, profile)) throw forbidden(UNPAID_SEEKER_MESSAGE);
    if (user.user_group === 'provider' && !isApprovedProvider(user, profile)) {
      throw forbidden(UNAPPROVED_PROVIDER_MESSAGE);
    }
    if (user.user_group !== 'seeker' && user.user_group !== 'provider') throw forbidden();
  };
