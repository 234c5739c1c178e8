import { randomUUID } from 'node:crypto';

import type {
  AdminProvider,
  AdminProviderListResponse,
  AdminVerificationHistoryResponse,
  ProviderStatus,
} from '@hireway/shared';
import type { FastifyInstance } from 'fastify';

import { offsetWindow, pageMeta } from '../../db/paging';
import { AppError, notFound } from '../../core/errors';
import { emailAccountHolder } from '../../core/mail/mail.jobs';
import { nowIso } from '../../db/database';
import { recordAudit } from '../audit';
import { refreshProviderListings } from '../jobs';
import { notify } from '../notifications';
import { findProviderDocuments, openOwnDocument, toAdminProviderDto } from '../providers';
import {
  decidePendingVerification,
  insertVerificationDecision,
  markCompanyReviewed,
  type ProviderForReview,
  unsafeFindDecisionHistory,
  unsafeFindProviderForReview,
  unsafeFindProvidersByStatus,
} from './admin-verification.repository';
import type { ProviderDocumentRow } from '../../db/schema';

/* Provider verification by an admin (the console comes later): pending → approved | declined (with a reason). */

const STATUS_WORDS: Record<ProviderStatus, string> = {
  pending: 'waiting for verification',
  approved: 'already approved',
  declined: 'already declined',
};

/** The admin's download address of a provider's registration document. */
export const adminDocumentUrl = (providerId: string, documentId: string): string =>
  `/api/v1/admin/providers/${providerId}/documents/${documentId}`;

/** The console's view of a provider, with admin download links to the documents. */
function toConsoleDto(provider: ProviderForReview, documents: readonly ProviderDocumentRow[]): AdminProvider {
  const dto = toAdminProviderDto(provider.company, provider.profile, provider.user, documents);
  return {
    ...dto,
    documents: dto.documents.map((document) => ({
      ...document,
      download_url: adminDocumentUrl(provider.user.id, document.id),
    })),
  };
}

async function present(app: FastifyInstance, provider: ProviderForReview): Promise<AdminProvider> {
  return toConsoleDto(provider, await findProviderDocuments(app.db, [provider.user.id]));
}

export async function listProvidersForReview(
  app: FastifyInstance,
  status: ProviderStatus,
  page: number,
  perPage: number,
): Promise<AdminProviderListResponse> {
  const { rows, total } = await unsafeFindProvidersByStatus(app.db, status, offsetWindow(page, perPage));
  const documents = await findProviderDocuments(
    app.db,
    rows.map((row) => row.user.id),
  );
  return {
    data: rows.map((row) =>
      toConsoleDto(
        row,
        documents.filter((document) => document.user_id === row.user.id),
      ),
    ),
    meta: pageMeta(page, perPage, total),
  };
}

/**
 * Approves or declines a pending provider: the decision row, the profile's status (and reason), the review time,
 * a notification and an e-mail, all in one transaction (the e-mail and the push are jobs that run after the
 * commit). Anything but a pending provider is a 409.
 */
async function decide(
  app: FastifyInstance,
  adminId: string,
  providerId: string,
  decision: { status: 'approved' | 'declined'; reason: string | null },
): Promise<AdminProvider> {
  const provider = await unsafeFindProviderForReview(app.db, providerId);
  if (!provider) throw notFound('The provider');
  const verb = decision.status === 'approved' ? 'approved' : 'declined';

  await app.db.transaction().execute(async (trx) => {
    const now = nowIso();
    if (!(await decidePendingVerification(trx, providerId, { ...decision, now }))) {
      const current = (await unsafeFindProviderForReview(trx, providerId))?.profile.status ?? null;
      throw new AppError(
        'invalid_transition',
        `Only a provider waiting for verification can be ${verb}; this one is ${current ? STATUS_WORDS[current] : 'not submitted yet'}.`,
      );
    }
    await markCompanyReviewed(trx, providerId, now);
    await refreshProviderListings(trx, providerId);
    await recordAudit(trx, {
      actorId: adminId,
      action: `provider.${verb}`,
      entity: 'provider',
      entityId: providerId,
      before: { status: provider.profile.status },
      after: { status: decision.status, reason: decision.reason },
    });
    await insertVerificationDecision(trx, {
      id: randomUUID(),
      provider_id: providerId,
      admin_id: adminId,
      decision: decision.status,
      reason: decision.reason,
      created_at: now,
    });
    const company = provider.company.company_name;
    const base = app.config.PUBLIC_URL.replace(/\/$/, '');
    if (decision.status === 'approved') {
      await notify(app, trx, {
        userId: providerId,
        type: 'verification.approved',
        params: { company },
        link: '/provider',
      });
      await emailAccountHolder(app, trx, provider.user, 'provider-approved', { company, link: `${base}/provider` });
    } else {
      const reason = decision.reason ?? '';
      await notify(app, trx, {
        userId: providerId,
        type: 'verification.declined',
        params: { reason },
        link: '/auth/business/declined',
      });
      await emailAccountHolder(app, trx, provider.user, 'provider-declined', {
        company,
        reason,
        link: `${base}/auth/business/declined`,
      });
    }
  });
  app.log.info({ event: `provider_${verb}`, adminId, providerId }, `provider verification ${verb}`);

  const decided = await unsafeFindProviderForReview(app.db, providerId);
  if (!decided) throw notFound('The provider');
  return present(app, decided);
}

export const approveProvider = (app: FastifyInstance, adminId: string, providerId: string) =>
  decide(app, adminId, providerId, { status: 'approved', reason: null });

export const declineProvider = (app: FastifyInstance, adminId: string, providerId: string, reason: string) =>
  decide(app, adminId, providerId, { status: 'declined', reason });

/** A provider's registration document, for the admin reviewing them (404 for another provider's document). */
export async function openProviderDocument(
  app: FastifyInstance,
  providerId: string,
  documentId: string,
): ReturnType<typeof openOwnDocument> {
  if (!(await unsafeFindProviderForReview(app.db, providerId))) throw notFound('The provider');
  return openOwnDocument(app, providerId, documentId);
}

const readReason = (after: string | null): string | null => {
  try {
    const parsed: unknown = JSON.parse(after ?? 'null');
    if (typeof parsed === 'object' && parsed !== null && 'reason' in parsed && typeof parsed.reason === 'string')
      return parsed.reason;
  } catch {
    // An unreadable entry shows without a reason.
  }
  return null;
};

/** Every approval and decline, newest first, read from the audit log. */
export async function listDecisionHistory(
  app: FastifyInstance,
  page: number,
  perPage: number,
): Promise<AdminVerificationHistoryResponse> {
  const { rows, total } = await unsafeFindDecisionHistory(app.db, offsetWindow(page, perPage));
  return {
    data: rows.map((row) => ({
      id: row.id,
      provider_id: row.entity_id,
      company_name: row.company_name,
      decision: row.action === 'provider.approved' ? 'approved' : 'declined',
      reason: readReason(row.after),
      admin:
        row.admin_id === null
          ? null
          : {
              id: row.admin_id,
              email: row.admin_email ?? '',
              name: `${row.admin_first_name ?? ''} ${row.admin_last_name ?? ''}`.trim(),
            },
      created_at: row.created_at,
    })),
    meta: pageMeta(page, perPage, total),
  };
}
