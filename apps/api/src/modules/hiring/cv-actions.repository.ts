import {
  CV_ACTION_MACHINE,
  type CvActionEvent,
  type CvActionStatus,
  type CvActionSubject,
  EMPLOYABLE_CV_ACTION_STATUSES,
} from '@hireway/shared';
import { type SqlBool, sql, type Updateable } from 'kysely';

import type { Executor } from '../../db/database';
import { newestFirstOffsetPage, type OffsetWindow } from '../../db/paging';
import type { CvActionFileRow, CvActionRow, CvActionsTable } from '../../db/schema';
import { isPostgres, joinParties, PARTY_NAME_COLUMNS, type PartyScope, transitionPartyRow } from './hiring.common';

/* CV actions and their files. Every lookup is scoped to the action's seeker or to its provider. */

export type CvActionScope = PartyScope;

const actionRecords = (db: Executor, scope: CvActionScope) => joinParties(db.selectFrom('cv_actions as h'), scope);

const withColumns = (query: ReturnType<typeof actionRecords>) =>
  query.selectAll('h').select(PARTY_NAME_COLUMNS).select(['cv.headline as seeker_headline']);

export const findCvActionRecord = (db: Executor, scope: CvActionScope, id: string) =>
  withColumns(actionRecords(db, scope)).where('h.id', '=', id).executeTakeFirst();

export type CvActionRecord = NonNullable<Awaited<ReturnType<typeof findCvActionRecord>>>;

export async function findCvActionRecords(
  db: Executor,
  scope: CvActionScope,
  filter: {
    subject?: CvActionSubject | undefined;
    status?: CvActionStatus | undefined;
    seekerId?: string | undefined;
  },
  page: OffsetWindow,
): Promise<{ rows: CvActionRecord[]; total: number }> {
  let base = actionRecords(db, scope);
  if (filter.subject) base = base.where('h.subject', '=', filter.subject);
  if (filter.status) base = base.where('h.status', '=', filter.status);
  if (filter.seekerId) base = base.where('h.seeker_id', '=', filter.seekerId);
  return newestFirstOffsetPage(base, page, ['h.created_at', 'h.id'], withColumns);
}

/**
 * Inserts a pending action unless the pair already has one of the subject pending: the partial unique index
 * cv_actions_one_pending_idx decides, so of two racing requests exactly one inserts. True when inserted.
 */
export async function insertCvActionIfNoPending(db: Executor, row: CvActionRow): Promise<boolean> {
  const result = await db
    .insertInto('cv_actions')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['provider_id', 'seeker_id', 'subject'])
        .where(sql<SqlBool>`status = 'pending'`)
        .doNothing(),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

type TransitionPatch = Omit<Updateable<CvActionsTable>, 'id' | 'provider_id' | 'seeker_id' | 'subject' | 'status'>;

/** A conditional update along the CV action state machine; true when this call changed the row. */
export const transitionCvAction = (
  db: Executor,
  scope: CvActionScope,
  id: string,
  event: CvActionEvent,
  patch: TransitionPatch,
) => transitionPartyRow(db, 'cv_actions', scope, id, CV_ACTION_MACHINE.transitions[event], patch);

/**
 * The provider's action, locked for the rest of the transaction on PostgreSQL (SQLite transactions already run
 * one at a time), so a cancel or decline cannot slip in while an employment is created from it.
 */
export async function lockProviderCvAction(
  db: Executor,
  providerId: string,
  id: string,
): Promise<CvActionRow | undefined> {
  const query = db.selectFrom('cv_actions').selectAll().where('id', '=', id).where('provider_id', '=', providerId);
  return (isPostgres(db) ? query.forUpdate() : query).executeTakeFirst();
}

export const isEmployable = (status: CvActionStatus): boolean => EMPLOYABLE_CV_ACTION_STATUSES.includes(status);

// ---- Files -------------------------------------------------------------------------------------------

export const insertCvActionFiles = (db: Executor, rows: readonly CvActionFileRow[]) =>
  rows.length === 0
    ? Promise.resolve()
    : db
        .insertInto('cv_action_files')
        .values([...rows])
        .execute();

export const findCvActionFiles = (db: Executor, actionIds: readonly string[]): Promise<CvActionFileRow[]> =>
  actionIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('cv_action_files')
        .selectAll()
        .where('cv_action_id', 'in', actionIds)
        // Files of one answer share a time: by name then, a stable order that reads well.
        .orderBy('created_at')
        .orderBy('original_name')
        .orderBy('id')
        .execute();

/** A file of an action that belongs to the caller (as its seeker or its provider). */
export const findScopedCvActionFile = (db: Executor, scope: CvActionScope, actionId: string, fileId: string) => {
  const query = db
    .selectFrom('cv_action_files as f')
    .innerJoin('cv_actions as c', 'c.id', 'f.cv_action_id')
    .selectAll('f')
    .where('f.id', '=', fileId)
    .where('c.id', '=', actionId);
  return (
    'seekerId' in scope
      ? query.where('c.seeker_id', '=', scope.seekerId)
      : query.where('c.provider_id', '=', scope.providerId)
  ).executeTakeFirst();
};
