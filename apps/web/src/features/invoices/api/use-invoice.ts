/** GET /api/invoices/:id (invoicesContracts.getMine): one of the customer's invoices; idle while `id` is null. */
import { useQuery } from '@tanstack/react-query';
import { recordQuery } from '../../../lib/api-queries';

/** The invoice query, reading through `get` (the server's in-process reads when it renders the page). */
export const invoiceQuery = recordQuery('invoice', '/api/invoices/:id');

export function useInvoice(id: string | null) {
  return useQuery(invoiceQuery(id));
}
