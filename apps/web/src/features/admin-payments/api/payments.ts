import { adminPaymentListResponseSchema, type PaymentLedgerStatus } from '@hireway/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';

import { withQuery } from '../../../config/paths';
import { apiDownload, apiRequestPage, compactQuery } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/download';
import { queryKey } from './keys';

export interface PaymentFilters {
  status: PaymentLedgerStatus | null;
  user: string;
  from: string;
  to: string;
}

/** GET /admin/payments */
export const useAdminPayments = (page: number, filters: PaymentFilters) =>
  useQuery({
    queryKey: queryKey('payments', page, filters),
    queryFn: () =>
      apiRequestPage('/admin/payments', {
        query: compactQuery({ page, per_page: 50, ...filters }),
        schema: adminPaymentListResponseSchema,
      }),
    placeholderData: keepPreviousData,
  });

/** GET /admin/payments/export: the same filters as a CSV file. */
export const useExportPaymentsMutation = () =>
  useMutation({
    mutationFn: async (filters: PaymentFilters) => {
      const query = compactQuery({ ...filters }) as Record<string, string>;
      const blob = await apiDownload(withQuery('/admin/payments/export', query));
      saveBlob(blob, `hireway-payments-${new Date().toISOString().slice(0, 10)}.csv`);
    },
  });
