import type { Database } from '../../db/database';
import { nowIso } from '../../db/database';
import type { InitializeInput, PaymentGateway, VerifyResult } from './payment-gateway';

/**
 * The built-in gateway: a hosted checkout page served by the product itself where the payer approves or
 * declines. Its record (`sandbox_charges`) plays the provider's side, so the flow is the real one end to end.
 */
export class SandboxGateway implements PaymentGateway {
  readonly provider = 'sandbox' as const;

  constructor(
    private readonly db: Database,
    private readonly publicUrl: string,
  ) {}

  async initialize(input: InitializeInput): Promise<{ authorizationUrl: string }> {
    await this.db
      .insertInto('sandbox_charges')
      .values({
        reference: input.reference,
        email: input.email,
        amount: input.amount,
        currency: input.currency,
        status: 'pending',
        callback_url: input.callbackUrl,
        decided_at: null,
        created_at: nowIso(),
      })
      .execute();
    return {
      authorizationUrl: `${this.publicUrl}/api/v1/payments/sandbox/checkout/${encodeURIComponent(input.reference)}`,
    };
  }

  async verify(reference: string): Promise<VerifyResult> {
    const charge = await this.db
      .selectFrom('sandbox_charges')
      .selectAll()
      .where('reference', '=', reference)
      .executeTakeFirst();
    if (!charge)
      return { status: 'failed', reference, amount: 0, currency: '', paidAt: null, providerStatus: 'not_found' };
    return {
      status: charge.status === 'success' ? 'success' : charge.status === 'failed' ? 'failed' : 'pending',
      reference,
      amount: charge.amount,
      currency: charge.currency,
      paidAt: charge.status === 'success' ? charge.decided_at : null,
      providerStatus: charge.status,
    };
  }
}
