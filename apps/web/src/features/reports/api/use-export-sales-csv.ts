/** GET /api/admin/reports/sales.csv (reportsContracts.salesCsv): downloads the report of `from`..`to` as sales_report_{from}_{to}.csv. */
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

export function useExportSalesCsv() {
  return useMutation({
    mutationFn: async ({ from, to }: { from: string; to: string }) =>
      saveFile(await apiClient.get('/api/admin/reports/sales.csv', { query: { from, to } }), `sales_report_${from}_${to}.csv`),
  });
}
