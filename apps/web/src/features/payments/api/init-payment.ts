import { paymentInitResponseSchema, type PaymentInitResponse } from '@hireway/shared';
import { useMutation } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';

/** POST /auth/onboarding/payment/init: a checkout for the fee in settings (the client sends no amount). */
export const initPayment = (): Promise<PaymentInitResponse> =>
  apiRequest('/auth/onboarding/payment/init', { method: 'POST', schema: paymentInitResponseSchema });

export const useInitPaymentMutation = () => useMutation({ mutationFn: initPayment });
