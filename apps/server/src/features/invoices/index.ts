/**
 * Invoices (storefront §2 Invoices, §3 Invoice, §7 PDF): a customer's invoices and an invoice as a PDF.
 *
 * Its public face (decision 105): other subjects and the app (app.ts, cli/, seed/, web/...) import this file only;
 * the subject's own files import each other, tests may import them.
 */
export { findInvoiceForUser, findInvoicesForUser } from './invoices-repository.ts';
export { invoicesRoutes } from './invoices-routes.ts';
