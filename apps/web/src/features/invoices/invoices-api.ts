/** The signed-in customer's invoices (GET /api/invoices, GET /api/invoices/:id) and the PDF download. */
import { useQuery } from '@tanstack/react-query';
import { invoiceFileName, type InvoiceDto } from '@phonexport/domain/invoices';
import { ApiError, api } from '../../lib/api';

export function useInvoices() {
  return useQuery({ queryKey: ['invoices'], queryFn: () => api<InvoiceDto[]>('/api/invoices') });
}

export function useInvoice(id: string | null) {
  return useQuery({ queryKey: ['invoice', id], queryFn: () => api<InvoiceDto>(`/api/invoices/${encodeURIComponent(id!)}`), enabled: Boolean(id) });
}

/**
 * Downloads the server-made PDF (GET /api/invoices/:id/pdf) as `{invoiceNumber}.pdf`.
 * Throws ApiError when the server refuses or the network fails.
 */
export async function downloadInvoicePdf(invoice: InvoiceDto): Promise<void> {
  let res: Response;
  try {
    res = await fetch(`/api/invoices/${encodeURIComponent(invoice.id)}/pdf`, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'Network error. Please check your connection and try again.');
  }
  if (!res.ok) throw new ApiError(res.status, res.statusText);
  const url = URL.createObjectURL(await res.blob());
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = invoiceFileName(invoice.invoiceNumber);
    document.body.append(a);
    a.click();
    a.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
