import type { Executor } from '../../db/database';
import { insertWithNewId } from '../../db/database';
import type { MailOutboxRow } from '../../db/schema';

export interface NewOutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  template: string | null;
  createdAt: string;
}

/** Addresses are stored lower-cased, as users' e-mails are, so the dev reader filters case-insensitively. */
export async function insertOutboxMail(db: Executor, mail: NewOutboxMail): Promise<string> {
  return insertWithNewId(db, 'mail_outbox', {
    to_address: mail.to.toLowerCase(),
    subject: Array.from(mail.subject).slice(0, 255).join(''),
    text: mail.text,
    html: mail.html,
    template: mail.template,
    created_at: mail.createdAt,
  });
}

/** Newest first; the id breaks ties between mails of the same millisecond. Dev outbox only: not actor-scoped. */
export function unsafeListOutboxMail(
  db: Executor,
  options: { to?: string | undefined; limit: number },
): Promise<MailOutboxRow[]> {
  let query = db.selectFrom('mail_outbox').selectAll();
  if (options.to) query = query.where('to_address', '=', options.to.toLowerCase());
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(options.limit).execute();
}
