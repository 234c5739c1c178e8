/** What a payment provider does for us: start a checkout, and say authoritatively what happened to it. */
export interface PaymentGateway {
  readonly provider: 'sandbox' | 'paystack';
  initialize(input: InitializeInput): Promise<{ authorizationUrl: string }>;
  /** The provider's own record of a reference; the only thing that can mark a payment paid (PAY-02). */
  verify(reference: string): Promise<VerifyResult>;
}

export interface InitializeInput {
  reference: string;
  /** Minor units. */
  amount: number;
  currency: string;
  email: string;
  callbackUrl: string;
}

export interface VerifyResult {
  status: 'success' | 'failed' | 'abandoned' | 'pending';
  reference: string;
  amount: number;
  currency: string;
  paidAt: string | null;
  /** The provider's own status word, for the ledger. */
  providerStatus: string;
}

/** The provider could not be reached or answered nonsense: the payment stays pending and may be retried. */
export class PaymentGatewayError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number | null,
  ) {
    super(message);
    this.name = 'PaymentGatewayError';
  }
}
