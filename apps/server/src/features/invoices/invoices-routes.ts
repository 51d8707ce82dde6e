/**
 * Invoice routes for customers, from `invoicesContracts` (storefront §2 Invoices, §7 PDF):
 * GET /api/invoices (own, paid orders, newest first), GET /api/invoices/:id and
 * GET /api/invoices/:id/pdf (an A4 text PDF named `{invoiceNumber}.pdf`). Another customer's or an
 * unknown invoice: 404 'Invoice not found'.
 */
import type { FastifyInstance } from 'fastify';
import { invoicesContracts as c } from '@phonexport/contracts/invoices';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { route } from '../../http/contract-route.ts';
import { findInvoiceForUser, findInvoicesForUser } from './invoices-repository.ts';
import { invoicePdfForUser } from './invoices-service.ts';
import { requestLanguage } from '@phonexport/domain/server-messages';

const INVOICE_NOT_FOUND = 'Invoice not found';

export function invoicesRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  route(app, c.listMine, ({ user }) => findInvoicesForUser(db, user.id));

  route(app, c.getMine, async ({ params, user }) => {
    const invoice = await findInvoiceForUser(db, user.id, params.id);
    if (!invoice) throw notFound(INVOICE_NOT_FOUND);
    return invoice;
  });

  route(app, c.pdf, async ({ params, user, req, reply }) => {
    // In the language the web asks in (its chosen language, as Accept-Language; decision 048).
    const file = await invoicePdfForUser(db, user.id, params.id, requestLanguage(req.headers['accept-language']));
    if (!file) throw notFound(INVOICE_NOT_FOUND);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .header('vary', 'Accept-Language')
      .send(file.pdf);
  });
}
