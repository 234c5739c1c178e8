import type { Kysely } from 'kysely';

/*
 * Notifications are stored as a type and its parameters and put into words when read, in the reader's language
 * (docs/decisions/0020). `params` (a JSON object) is new; `title` and `body` stay as the fallback text (English)
 * for a row whose parameters are null.
 *
 * Rows written before carry only English text. Those whose text is one the app wrote (the patterns below, as the
 * services worded them until now) get their parameters back; any other row keeps params null and is shown with
 * its stored text. The patterns are copied here on purpose: a migration imports no app code.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are typed Kysely<any> by design
type AnyDb = Kysely<any>;

type Params = Record<string, string | undefined>;

const SUBJECT_OF_LABEL: Record<string, string> = {
  shortlist: 'shortlist',
  'interview invitation': 'interview',
  'document request': 'additional-documents',
};

/** Each known type: its English title and body as they were written, and how they give back the parameters. */
const LEGACY: Record<string, (title: string, body: string) => Params | null> = {
  'application.submitted': (title, body) => {
    const m = /^(.+) applied for “(.+)”\.$/s.exec(body);
    return title === 'New application' && m ? { seeker: m[1] ?? '', job_title: m[2] ?? '' } : null;
  },
  'application.cancelled': (title, body) => {
    const m = /^(.+) withdrew their application for “(.+)”\.$/s.exec(body);
    return title === 'Application withdrawn' && m ? { seeker: m[1] ?? '', job_title: m[2] ?? '' } : null;
  },
  'application.accepted': (title, body) => {
    const m = /^(.+) accepted your application for “(.+)”\.$/s.exec(body);
    return title === 'Application accepted' && m ? { company: m[1] ?? '', job_title: m[2] ?? '' } : null;
  },
  'application.rejected': (title, body) => {
    const m = /^(.+) did not go ahead with your application for “(.+)”\.$/s.exec(body);
    return title === 'Application not successful' && m ? { company: m[1] ?? '', job_title: m[2] ?? '' } : null;
  },
  'cv-action.requested': (title, body) => {
    if (title === 'You were shortlisted') {
      const m = /^(.+) shortlisted you\.$/s.exec(body);
      return m ? { company: m[1] ?? '', subject: 'shortlist' } : null;
    }
    if (title === 'Interview invitation') {
      const m = /^(.+) invites you to an interview on (\d{4}-\d{2}-\d{2}) at (\d{2}:\d{2}) \((.+)\)\.$/s.exec(body);
      return m
        ? { company: m[1] ?? '', subject: 'interview', date: m[2] ?? '', time: m[3] ?? '', timezone: m[4] ?? '' }
        : null;
    }
    if (title === 'Documents requested') {
      const m = /^(.+) asks for: (.+)\.$/s.exec(body);
      return m ? { company: m[1] ?? '', subject: 'additional-documents', documents: m[2] ?? '' } : null;
    }
    return null;
  },
  'cv-action.cancelled': (title, body) => {
    const m = /^(.+) withdrew its (shortlist|interview invitation|document request)\.$/s.exec(body);
    const subject = SUBJECT_OF_LABEL[m?.[2] ?? ''];
    return title === 'Request withdrawn' && m && subject ? { company: m[1] ?? '', subject } : null;
  },
  'cv-action.declined': (title, body) => {
    const m = /^(.+) has decided not to go ahead after its (shortlist|interview invitation|document request)\.$/s.exec(
      body,
    );
    const subject = SUBJECT_OF_LABEL[m?.[2] ?? ''];
    return m && subject && title === `Update from ${m[1] ?? ''}` ? { company: m[1] ?? '', subject } : null;
  },
  'cv-action.responded': (title, body) => {
    const m = /^(.+) answered your (shortlist|interview invitation|document request)\.$/s.exec(body);
    const subject = SUBJECT_OF_LABEL[m?.[2] ?? ''];
    return title === 'A candidate answered' && m && subject ? { seeker: m[1] ?? '', subject } : null;
  },
  'employment.started': (title, body) => {
    const m = /^(.+) employed you as (.+), starting on (\d{4}-\d{2}-\d{2})\.$/s.exec(body);
    return m && title === `You have been hired by ${m[1] ?? ''}`
      ? { company: m[1] ?? '', position: m[2] ?? '', start_date: m[3] ?? '' }
      : null;
  },
  'employment.resignation-requested': (title, body) => {
    const m = /^(.+) asks to resign as (.+)\.$/s.exec(body);
    return title === 'Resignation request' && m ? { seeker: m[1] ?? '', position: m[2] ?? '' } : null;
  },
  'employment.resigned': (title, body) => {
    const m = /^(.+) accepted your resignation as (.+)\.$/s.exec(body);
    return title === 'Resignation accepted' && m ? { company: m[1] ?? '', position: m[2] ?? '' } : null;
  },
  'employment.terminated': (title, body) => {
    const m = /^(.+) ended your employment as (.+)\. Your last day is (\d{4}-\d{2}-\d{2})\.$/s.exec(body);
    return title === 'Employment ended' && m ? { company: m[1] ?? '', position: m[2] ?? '', date: m[3] ?? '' } : null;
  },
  'support.reply': (title, body) =>
    title === 'Support has answered your request' && body !== '' ? { ticket_subject: body } : null,
  'verification.approved': (title, body) => {
    const m = /^(.+) has been approved\. You can now post jobs\.$/s.exec(body);
    return title === 'Your business is verified' && m ? { company: m[1] ?? '' } : null;
  },
  'verification.declined': (title, body) => {
    const m = /^Reason: (.+)$/s.exec(body);
    return title === 'Your business verification was declined' && m ? { reason: m[1] ?? '' } : null;
  },
};

/** The parameters of a row the app wrote in English before this migration, or null when its text is not one. */
export function legacyNotificationParams(row: { type: string; title: string; body: string }): Params | null {
  const read = Object.hasOwn(LEGACY, row.type) ? LEGACY[row.type] : undefined;
  return read ? read(row.title, row.body) : null;
}

const BATCH = 500;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('notifications').addColumn('params', 'text').execute();
  // Keyset batches by id: memory stays flat however many notifications there are.
  let after = '';
  for (;;) {
    const rows = (await db
      .selectFrom('notifications')
      .select(['id', 'type', 'title', 'body'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute()) as { id: string; type: string; title: string; body: string }[];
    for (const row of rows) {
      const params = legacyNotificationParams(row);
      if (params !== null) {
        await db
          .updateTable('notifications')
          .set({ params: JSON.stringify(params) })
          .where('id', '=', row.id)
          .execute();
      }
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) break;
    after = last.id;
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('notifications').dropColumn('params').execute();
}
