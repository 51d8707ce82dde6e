/** The shop's public contact details; one source with the server's invoices (domain shop.ts). */
export { SHOP_CONTACT } from '@phonexport/domain/shop';
