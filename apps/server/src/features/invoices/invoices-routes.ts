/**
 * Invoice routes for customers (storefront §2 Invoices, §7 PDF): GET /api/invoices (own, paid
 * orders, newest first), GET /api/invoices/:id and GET /api/invoices/:id/pdf (an A4 text PDF
 * named `{invoiceNumber}.pdf`). Another customer's or an unknown invoice: 404 'Invoice not found'.
 */
import type { FastifyInstance } from 'fastify';
import { invoiceFileName } from '@phonexport/domain/invoices';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { Sessions } from '../../http/session.ts';
import { getInvoiceForUser, listInvoicesForUser } from './invoices-data.ts';
import { getSettings } from '../shop-settings/shop-settings-service.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

export function invoicesRoutes(app: FastifyInstance, { db, sessions }: { db: Db; sessions: Sessions }): void {
  app.get('/api/invoices', async (req) => {
    const user = await sessions.require(req);
    return listInvoicesForUser(db, user.id);
  });

  app.get<{ Params: { id: string } }>('/api/invoices/:id', async (req) => {
    const user = await sessions.require(req);
    const invoice = await getInvoiceForUser(db, user.id, req.params.id);
    if (!invoice) throw notFound('Invoice not found');
    return invoice;
  });

  app.get<{ Params: { id: string } }>('/api/invoices/:id/pdf', async (req, reply) => {
    const user = await sessions.require(req);
    const invoice = await getInvoiceForUser(db, user.id, req.params.id);
    if (!invoice) throw notFound('Invoice not found');
    const { general } = await getSettings(db);
    const pdf = await renderInvoicePdf(invoice, { name: general.storeName, address: general.address, email: general.storeEmail, phone: general.phone });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${invoiceFileName(invoice.invoiceNumber)}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
}
