import { adminPaymentListResponseSchema, type PaymentLedgerStatus } from '@hireway/shared';
import { useMutation } from '@tanstack/react-query';

import { withQuery } from '../../../config/paths';
import { apiDownload, compactQuery } from '../../../lib/api-client';
import { getPage, usePageQuery } from '../../../lib/pages';
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
  usePageQuery(queryKey('payments', page, filters), () =>
    getPage('/admin/payments', adminPaymentListResponseSchema, compactQuery({ page, per_page: 50, ...filters })),
  );

/** GET /admin/payments/export: the same filters as a CSV file. */
export const useExportPaymentsMutation = () =>
  useMutation({
    mutationFn: async (filters: PaymentFilters) => {
      const query = compactQuery({ ...filters }) as Record<string, string>;
      const blob = await apiDownload(withQuery('/admin/payments/export', query));
      saveBlob(blob, `hireway-payments-${new Date().toISOString().slice(0, 10)}.csv`);
    },
  });
