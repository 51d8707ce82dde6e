/**
 * GET /api/invoices/:id/pdf (invoicesContracts.pdf): downloads the server-made PDF as
 * `{invoiceNumber}.pdf`. The mutation fails with ApiError when the server refuses or the network fails.
 */
import { useMutation } from '@tanstack/react-query';
import { invoiceFileName } from '@phonexport/domain/invoices';
import { apiClient } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

export function useDownloadInvoicePdf() {
  return useMutation({
    mutationFn: async (invoice: { id: string; invoiceNumber: string }) =>
      saveFile(await apiClient.get('/api/invoices/:id/pdf', { params: { id: invoice.id } }), invoiceFileName(invoice.invoiceNumber)),
  });
}
