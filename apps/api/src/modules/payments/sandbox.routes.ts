import { formatMoney, paymentReferenceSchema, sandboxDecisionSchema } from '@hireway/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { escapeHtml } from '../../core/mail/templates';
import { nowIso } from '../../db/database';

const params = z.strictObject({ reference: paymentReferenceSchema });

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;background:#f4f5f7;color:#1f2933}
main{max-width:420px;margin:10vh auto;background:#fff;border-radius:12px;padding:32px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 8px}.amount{font-size:32px;font-weight:700;margin:16px 0}.muted{color:#52606d;font-size:14px}
.badge{display:inline-block;background:#fff3bf;color:#5c3c00;border-radius:6px;padding:2px 8px;font-size:12px;font-weight:600}
form{display:flex;gap:12px;margin-top:24px}button{flex:1;font-size:16px;padding:12px;border-radius:8px;border:0;cursor:pointer}
.approve{background:#1864ab;color:#fff}.decline{background:#e9ecef;color:#1f2933}
</style></head><body><main>${body}</main></body></html>`;
}

/**
 * The payer's address as a hint only (a•••@example.com): whoever holds the link — a shared screen, a forwarded
 * URL — learns no one's e-mail from it (the authorization sweep checks every answer for others' addresses).
 */
export const maskEmail = (email: string): string => {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '•••' : `${email[0]}•••${email.slice(at)}`;
};

/**
 * The sandbox gateway's hosted checkout: a page where the payer approves or declines, then returns to the
 * app's verify page. The reference is an unguessable capability; no card data exists anywhere.
 */
export const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.get(
    '/payments/sandbox/checkout/:reference',
    { config: { auth: 'public' }, schema: { tags: ['payments'], summary: 'The sandbox checkout page (HTML)', params } },
    async (request, reply) => {
      const charge = await app.db
        .selectFrom('sandbox_charges')
        .selectAll()
        .where('reference', '=', request.params.reference)
        .executeTakeFirst();
      if (!charge)
        return reply
          .status(404)
          .type('text/html; charset=utf-8')
          .send(page('Not found', '<h1>This checkout does not exist</h1>'));
      const amount = escapeHtml(formatMoney(charge.amount, charge.currency));
      const decided = charge.status !== 'pending';
      const body = `<span class="badge">Sandbox</span><h1>Hireway registration fee</h1>
<p class="muted">Paying as ${escapeHtml(maskEmail(charge.email))}</p><div class="amount">${amount}</div>
<p class="muted">Reference ${escapeHtml(charge.reference)}</p>
${
  decided
    ? `<p>This payment was already ${charge.status === 'success' ? 'approved' : 'declined'}.</p>`
    : `<form method="post"><button class="approve" name="decision" value="approve" type="submit">Pay ${amount}</button>
<button class="decline" name="decision" value="decline" type="submit">Decline</button></form>
<p class="muted">This is the built-in test checkout: no money moves.</p>`
}`;
      return reply.type('text/html; charset=utf-8').send(page('Checkout', body));
    },
  );

  app.post(
    '/payments/sandbox/checkout/:reference',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['payments'],
        summary: "The sandbox checkout's decision; redirects back to the app",
        params,
        body: sandboxDecisionSchema,
      },
    },
    async (request, reply) => {
      const { reference } = request.params;
      const charge = await app.db
        .selectFrom('sandbox_charges')
        .selectAll()
        .where('reference', '=', reference)
        .executeTakeFirst();
      if (!charge) return reply.status(404).send({ message: 'This checkout does not exist', code: 'not_found' });
      await app.db
        .updateTable('sandbox_charges')
        .set({ status: request.body.decision === 'approve' ? 'success' : 'failed', decided_at: nowIso() })
        .where('reference', '=', reference)
        .where('status', '=', 'pending')
        .execute();
      const back = new URL(charge.callback_url);
      back.searchParams.set('reference', reference);
      return reply.redirect(back.toString(), 303);
    },
  );
};
