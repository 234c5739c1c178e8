import type { TestContext } from './test-app';

/** Runs every due background job (e-mails), then returns the e-mails sent to an address, newest first. */
export async function mailsTo(ctx: TestContext, to: string) {
  await ctx.app.jobs.runDue();
  return ctx.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', to)
    .orderBy('created_at', 'desc')
    .execute();
}

/** The first link of a given path in the newest e-mail to an address, and its token. */
export async function linkFromMail(ctx: TestContext, to: string, path: string, param = 'token') {
  const [mail] = await mailsTo(ctx, to);
  if (!mail) throw new Error(`no e-mail to ${to}`);
  const match = new RegExp(`(https?://[^\\s"<]+${path.replace(/\//g, '\\/')}\\?${param}=([A-Za-z0-9_-]+))`).exec(
    mail.text,
  );
  if (!match?.[1] || !match[2]) throw new Error(`no ${path} link in: ${mail.text}`);
  return { url: match[1], token: match[2], mail };
}

/** The 6-digit code in the newest e-mail or text message to a recipient. */
export async function codeFromMail(ctx: TestContext, to: string): Promise<string> {
  const [mail] = await mailsTo(ctx, to);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no code in the e-mail to ${to}`);
  return code;
}

export async function codeFromSms(ctx: TestContext, to: string): Promise<string> {
  const [sms] = await ctx.db
    .selectFrom('sms_outbox')
    .selectAll()
    .where('to_number', '=', to)
    .orderBy('created_at', 'desc')
    .execute();
  const code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in a text to ${to}`);
  return code;
}

/** When the pending runs of a background job type are due (a scheduled job plans its next run). */
export async function pendingRunTimes(ctx: Pick<TestContext, 'db'>, type: string): Promise<string[]> {
  const pending = ctx.db.selectFrom('jobs').where((eb) => eb.and({ type, status: 'pending' }));
  return (await pending.select('run_at').execute()).map((row) => row.run_at);
}
