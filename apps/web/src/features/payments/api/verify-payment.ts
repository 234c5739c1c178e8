import { paymentVerifyResponseSchema, type Payment } from '@hireway/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '../../../lib/api-client';

/** How often and how many times a pending payment is asked about again before the page offers a button. */
export const PENDING_POLL_MS = 3_000;
export const PENDING_POLL_LIMIT = 5;

/** GET /auth/onboarding/payment/verify?reference=: the gateway is asked, a success is credited once. */
export const verifyPayment = async (reference: string): Promise<Payment> =>
  (await apiRequest('/auth/onboarding/payment/verify', { query: { reference }, schema: paymentVerifyResponseSchema }))
    .payment;

const verifyKey = (reference: string | null) => ['payments', 'verify', reference] as const;

/** A pending answer is asked about again until this many answers came in. */
const keepsPolling = (status: string | undefined, answers: number): boolean =>
  status === 'pending' && answers < PENDING_POLL_LIMIT;

/**
 * The verification of one reference. A pending payment is asked about again every few seconds, a
 * few times (`isPolling` meanwhile); failures are not retried here (the page explains them).
 */
export const useVerifyPayment = (reference: string | null) => {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: verifyKey(reference),
    queryFn: () => verifyPayment(reference ?? ''),
    enabled: reference !== null,
    retry: false,
    staleTime: 0,
    refetchInterval: (current) =>
      keepsPolling(current.state.data?.status, current.state.dataUpdateCount) ? PENDING_POLL_MS : false,
  });
  const answers = queryClient.getQueryState(verifyKey(reference))?.dataUpdateCount ?? 0;
  return { ...query, isPolling: keepsPolling(query.data?.status, answers) };
};
