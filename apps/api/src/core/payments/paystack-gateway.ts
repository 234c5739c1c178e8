import { createHmac, timingSafeEqual } from 'node:crypto';

import { z } from 'zod';

import { type InitializeInput, type PaymentGateway, PaymentGatewayError, type VerifyResult } from './payment-gateway';

const initializeAnswer = z.object({
  status: z.literal(true),
  data: z.object({ authorization_url: z.url(), access_code: z.string(), reference: z.string() }),
});

const verifyAnswer = z.object({
  status: z.literal(true),
  data: z.object({
    status: z.string(),
    reference: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    paid_at: z.string().nullable().optional(),
  }),
});

const STATUS: Record<string, VerifyResult['status']> = {
  success: 'success',
  failed: 'failed',
  reversed: 'failed',
  abandoned: 'abandoned',
  ongoing: 'pending',
  pending: 'pending',
  processing: 'pending',
  queued: 'pending',
};

/**
 * Paystack's Transactions API as documented: POST /transaction/initialize and GET /transaction/verify/:reference
 * with the secret key as a bearer token; amounts in the currency's subunit; webhooks signed with HMAC-SHA512
 * of the raw body under the secret key in `x-paystack-signature`.
 */
export class PaystackGateway implements PaymentGateway {
  readonly provider = 'paystack' as const;

  constructor(
    private readonly secretKey: string,
    private readonly baseUrl = 'https://api.paystack.co',
  ) {}

  private async request(path: string, init: RequestInit = {}): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        ...init,
        redirect: 'error',
        signal: AbortSignal.timeout(10_000),
        headers: {
          authorization: `Bearer ${this.secretKey}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
      });
    } catch (error) {
      throw new PaymentGatewayError(
        `Paystack could not be reached: ${error instanceof Error ? error.message : 'network error'}`,
        null,
      );
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const message = z.object({ message: z.string() }).safeParse(body);
      throw new PaymentGatewayError(
        `Paystack answered ${response.status}: ${message.success ? message.data.message : 'no message'}`,
        response.status,
      );
    }
    return body;
  }

  async initialize(input: InitializeInput): Promise<{ authorizationUrl: string }> {
    const body = await this.request('/transaction/initialize', {
      method: 'POST',
      body: JSON.stringify({
        email: input.email,
        amount: input.amount,
        currency: input.currency,
        reference: input.reference,
        callback_url: input.callbackUrl,
      }),
    });
    const parsed = initializeAnswer.safeParse(body);
    if (!parsed.success) throw new PaymentGatewayError('Paystack answered initialize with an unexpected body', 200);
    return { authorizationUrl: parsed.data.data.authorization_url };
  }

  async verify(reference: string): Promise<VerifyResult> {
    const parsed = verifyAnswer.safeParse(await this.request(`/transaction/verify/${encodeURIComponent(reference)}`));
    if (!parsed.success) throw new PaymentGatewayError('Paystack answered verify with an unexpected body', 200);
    const data = parsed.data.data;
    return {
      status: STATUS[data.status] ?? 'pending',
      reference: data.reference,
      amount: data.amount,
      currency: data.currency.toUpperCase(),
      paidAt: data.paid_at ?? null,
      providerStatus: data.status,
    };
  }

  /** Checks `x-paystack-signature` (hex HMAC-SHA512 of the raw body) in constant time. */
  isValidSignature(rawBody: Buffer, signature: string | undefined): boolean {
    if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
    const expected = createHmac('sha512', this.secretKey).update(rawBody).digest();
    return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
  }
}
