/**
 * The catalog: products and their variants and stock, heroes, brands, the product search, images,
 * the products CSV and catalog imports run as background batches (decisions 041, 058, 063, 072).
 *
 * Its public face (decision 105): other subjects and the app (app.ts, cli/, seed/, web/...) import this file only;
 * the subject's own files import each other, tests may import them.
 */
export { listStripBrands } from './brands-service.ts';
export { updateProductStock } from './catalog-repository.ts';
export { catalogRoutes } from './catalog-routes.ts';
export { PRODUCT_NOT_FOUND, STOCK_LAG_MS, getActiveCountry, getProduct, listActiveHeroes, listProducts } from './catalog-service.ts';
export type { ImportWorkerOptions } from './import-service.ts';
