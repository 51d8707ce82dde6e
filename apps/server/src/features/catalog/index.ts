/**
 * The catalog: products and their variants and stock, heroes, brands, the product search, images,
 * the products CSV and catalog imports run as background batches (decisions 041, 058, 063, 072).
 *
 * Its public face (decision 105): other subjects and the app (app.ts, cli/, seed/, web/...) import this file only;
 * the subject's own files import each other, tests may import them.
 */
export { updateProductStock } from './catalog-repository.ts';
