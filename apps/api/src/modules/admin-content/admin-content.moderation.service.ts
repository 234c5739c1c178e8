import { randomUUID } from 'node:crypto';

import type {
  AdminComment,
  AdminCommentListResponse,
  BlogCommentStatus,
  Faq,
  Language,
  adminCommentListQuerySchema,
  adminFaqRequestSchema,
} from '@hireway/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

import { notFound, validationError } from '../../core/errors';
import { type Executor, nowIso } from '../../db/database';
import { offsetAnswer } from '../../db/paging';
import type { FaqRow } from '../../db/schema';
import { userRef } from '../admin-logs';
import { auditAdminChange } from '../audit';
import { toFaqDto } from '../content';
import type { Actor } from './admin-content.blogs.service';
import {
  type AdminCommentRow,
  deleteComment as deleteCommentRow,
  deleteFaq as deleteFaqRow,
  findComment,
  findComments,
  findFaq,
  findFaqs,
  insertFaq,
  lastFaqPosition,
  setCommentStatus as setCommentStatusRow,
  updateFaq as updateFaqRow,
} from './admin-content.repository';

type CommentListQuery = z.output<typeof adminCommentListQuerySchema>;
type FaqInput = z.output<typeof adminFaqRequestSchema>;

// ---- Comments ------------------------------------------------------------------------------------

const toAdminComment = (row: AdminCommentRow): AdminComment => ({
  id: row.id,
  body: row.body,
  status: row.status,
  created_at: row.created_at,
  blog: { id: row.blog_id, slug: row.blog_slug, title: row.blog_title },
  user: userRef(row),
});

export async function listComments(app: FastifyInstance, query: CommentListQuery): Promise<AdminCommentListResponse> {
  return offsetAnswer(
    query,
    (window) => findComments(app.db, { status: query.status }, window),
    (rows) => rows.map(toAdminComment),
  );
}

/** Hide (or show again) a comment: a hidden comment leaves the public article at once. */
export async function setCommentStatus(
  app: FastifyInstance,
  actor: Actor,
  id: string,
  status: BlogCommentStatus,
): Promise<AdminComment> {
  await app.db.transaction().execute(async (trx) => {
    const before = await findComment(trx, id);
    if (!before) throw notFound('The comment');
    await setCommentStatusRow(trx, id, status);
    await auditAdminChange(trx, actor, {
      action: status === 'hidden' ? 'comment.hide' : 'comment.show',
      entity: 'blog_comment',
      entityId: id,
      before: { status: before.status },
      after: { status },
    });
  });
  const after = await findComment(app.db, id);
  if (!after) throw notFound('The comment');
  return toAdminComment(after);
}

export async function deleteComment(app: FastifyInstance, actor: Actor, id: string): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    const before = await findComment(trx, id);
    if (!before) throw notFound('The comment');
    await deleteCommentRow(trx, id);
    await auditAdminChange(trx, actor, {
      action: 'comment.delete',
      entity: 'blog_comment',
      entityId: id,
      before: { status: before.status, body: before.body, blog_id: before.blog_id, user_id: before.user_id },
    });
  });
}

// ---- FAQs ----------------------------------------------------------------------------------------

export const listAdminFaqs = async (app: FastifyInstance, language: Language): Promise<Faq[]> =>
  (await findFaqs(app.db, language)).map(toFaqDto);

const faqView = (row: FaqRow) => ({
  language: row.language,
  category: row.category,
  question: row.question,
  answer: row.answer,
  position: row.position,
});

async function requireFaq(db: Executor, id: string): Promise<FaqRow> {
  const row = await findFaq(db, id);
  if (!row) throw notFound('The FAQ');
  return row;
}

/** A new FAQ goes to the end of its language's list. */
export async function createFaq(app: FastifyInstance, actor: Actor, input: FaqInput): Promise<Faq> {
  const row = await app.db.transaction().execute(async (trx) => {
    const last = await lastFaqPosition(trx, input.language);
    const now = nowIso();
    const faq: FaqRow = {
      id: randomUUID(),
      key: randomUUID(),
      language: input.language,
      category: input.category,
      question: input.question,
      answer: input.answer,
      position: (last ?? 0) + 1,
      created_at: now,
      updated_at: now,
    };
    await insertFaq(trx, faq);
    await auditAdminChange(trx, actor, {
      action: 'faq.create',
      entity: 'faq',
      entityId: faq.id,
      after: faqView(faq),
    });
    return faq;
  });
  return toFaqDto(row);
}

/** The language of an FAQ is fixed (its position belongs to that language's order). */
export async function updateFaq(app: FastifyInstance, actor: Actor, id: string, input: FaqInput): Promise<Faq> {
  const row = await app.db.transaction().execute(async (trx) => {
    const before = await requireFaq(trx, id);
    if (before.language !== input.language) {
      throw validationError({ language: ['The language of an FAQ cannot change; create it in the other language'] });
    }
    const patch = { category: input.category, question: input.question, answer: input.answer, updated_at: nowIso() };
    await updateFaqRow(trx, id, patch);
    const after = { ...before, ...patch };
    await auditAdminChange(trx, actor, {
      action: 'faq.update',
      entity: 'faq',
      entityId: id,
      before: faqView(before),
      after: faqView(after),
    });
    return after;
  });
  return toFaqDto(row);
}

export async function deleteFaq(app: FastifyInstance, actor: Actor, id: string): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    const before = await requireFaq(trx, id);
    await deleteFaqRow(trx, id);
    await auditAdminChange(trx, actor, {
      action: 'faq.delete',
      entity: 'faq',
      entityId: id,
      before: faqView(before),
    });
  });
}

/** A new order for every FAQ of a language: the ids must be exactly that language's FAQs, each once. */
export async function reorderFaqs(
  app: FastifyInstance,
  actor: Actor,
  language: Language,
  ids: readonly string[],
): Promise<Faq[]> {
  await app.db.transaction().execute(async (trx) => {
    const current = await findFaqs(trx, language);
    const known = new Set(current.map((faq) => faq.id));
    const given = new Set(ids);
    if (given.size !== ids.length || given.size !== known.size || ids.some((id) => !known.has(id))) {
      throw validationError({ ids: ['Send every FAQ of this language exactly once'] });
    }
    const now = nowIso();
    for (const [index, id] of ids.entries()) {
      await updateFaqRow(trx, id, { position: index + 1, updated_at: now });
    }
    await auditAdminChange(trx, actor, {
      action: 'faq.reorder',
      entity: 'faq',
      before: { language, ids: current.map((faq) => faq.id) },
      after: { language, ids },
    });
  });
  return listAdminFaqs(app, language);
}
