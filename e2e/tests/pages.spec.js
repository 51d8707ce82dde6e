"use strict";
var __awaiter = (this && this.__awaiter) || function (thisArg, _arguments, P, generator) {
    function adopt(value) { return value instanceof P ? value : new P(function (resolve) { resolve(value); }); }
    return new (P || (P = Promise))(function (resolve, reject) {
        function fulfilled(value) { try { step(generator.next(value)); } catch (e) { reject(e); } }
        function rejected(value) { try { step(generator["throw"](value)); } catch (e) { reject(e); } }
        function step(result) { result.done ? resolve(result.value) : adopt(result.value).then(fulfilled, rejected); }
        step((generator = generator.apply(thisArg, _arguments || [])).next());
    });
};
var __generator = (this && this.__generator) || function (thisArg, body) {
    var _ = { label: 0, sent: function() { if (t[0] & 1) throw t[1]; return t[1]; }, trys: [], ops: [] }, f, y, t, g = Object.create((typeof Iterator === "function" ? Iterator : Object).prototype);
    return g.next = verb(0), g["throw"] = verb(1), g["return"] = verb(2), typeof Symbol === "function" && (g[Symbol.iterator] = function() { return this; }), g;
    function verb(n) { return function (v) { return step([n, v]); }; }
    function step(op) {
        if (f) throw new TypeError("Generator is already executing.");
        while (g && (g = 0, op[0] && (_ = 0)), _) try {
            if (f = 1, y && (t = op[0] & 2 ? y["return"] : op[0] ? y["throw"] || ((t = y["return"]) && t.call(y), 0) : y.next) && !(t = t.call(y, op[1])).done) return t;
            if (y = 0, t) op = [op[0] & 2, t.value];
            switch (op[0]) {
                case 0: case 1: t = op; break;
                case 4: _.label++; return { value: op[1], done: false };
                case 5: _.label++; y = op[1]; op = [0]; continue;
                case 7: op = _.ops.pop(); _.trys.pop(); continue;
                default:
                    if (!(t = _.trys, t = t.length > 0 && t[t.length - 1]) && (op[0] === 6 || op[0] === 2)) { _ = 0; continue; }
                    if (op[0] === 3 && (!t || (op[1] > t[0] && op[1] < t[3]))) { _.label = op[1]; break; }
                    if (op[0] === 6 && _.label < t[1]) { _.label = t[1]; t = op; break; }
                    if (t && _.label < t[2]) { _.label = t[2]; _.ops.push(op); break; }
                    if (t[2]) _.ops.pop();
                    _.trys.pop(); continue;
            }
            op = body.call(thisArg, _);
        } catch (e) { op = [6, e]; y = 0; } finally { f = t = 0; }
        if (op[0] & 5) throw op[1]; return { value: op[0] ? op[1] : void 0, done: true };
    }
};
Object.defineProperty(exports, "__esModule", { value: true });
/**
 * Pages as a crawler and a second tab see them: tags in the first HTML response, not-found pages,
 * cart sync across tabs, and the JavaScript weight of storefront routes.
 */
var node_fs_1 = require("node:fs");
var node_path_1 = require("node:path");
var test_1 = require("@playwright/test");
var fixtures_1 = require("./fixtures");
(0, test_1.test)('a product page has its title, description, social and canonical tags before any script runs', function (_a) { return __awaiter(void 0, [_a], void 0, function (_b) {
    var list, product, res, html, missing, _c;
    var request = _b.request, baseURL = _b.baseURL;
    return __generator(this, function (_d) {
        switch (_d.label) {
            case 0: return [4 /*yield*/, request.get('/api/products?brand=iphone&limit=1')];
            case 1: return [4 /*yield*/, (_d.sent()).json()];
            case 2:
                list = (_d.sent());
                product = list.items[0];
                return [4 /*yield*/, request.get("/product/".concat(product.id))];
            case 3:
                res = _d.sent();
                (0, test_1.expect)(res.status()).toBe(200);
                return [4 /*yield*/, res.text()];
            case 4:
                html = _d.sent();
                (0, test_1.expect)(html).toContain("<title>".concat(product.name));
                (0, test_1.expect)(html).toMatch(/<meta name="description" content="[^"]{40,}">/);
                (0, test_1.expect)(html).toContain("<meta property=\"og:title\" content=\"".concat(product.name));
                (0, test_1.expect)(html).toMatch(/<meta property="og:image" content="http[^"]+\.webp">/);
                (0, test_1.expect)(html).toContain('<meta property="product:price:currency" content="USD">');
                (0, test_1.expect)(html).toContain('<meta name="robots" content="index, follow">');
                (0, test_1.expect)(html).toContain("<link rel=\"canonical\" href=\"".concat(baseURL, "/product/").concat(product.id, "\">"));
                return [4 /*yield*/, request.get('/product/does-not-exist')];
            case 5:
                missing = _d.sent();
                (0, test_1.expect)(missing.status()).toBe(404);
                _c = test_1.expect;
                return [4 /*yield*/, missing.text()];
            case 6:
                _c.apply(void 0, [_d.sent()]).toContain('noindex');
                return [2 /*return*/];
        }
    });
}); });
(0, test_1.test)('unknown paths show the not-found page with a link home', function (_a) { return __awaiter(void 0, [_a], void 0, function (_b) {
    var res;
    var page = _b.page;
    return __generator(this, function (_c) {
        switch (_c.label) {
            case 0: return [4 /*yield*/, page.goto('/no/such/page')];
            case 1:
                res = _c.sent();
                (0, test_1.expect)(res === null || res === void 0 ? void 0 : res.status()).toBe(404);
                return [4 /*yield*/, (0, test_1.expect)(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()];
            case 2:
                _c.sent();
                return [4 /*yield*/, page.getByRole('link', { name: 'Go Home' }).click()];
            case 3:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(page).toHaveURL(/\/$/)];
            case 4:
                _c.sent();
                return [2 /*return*/];
        }
    });
}); });
(0, test_1.test)('an unknown product shows Product Not Found with a way back to the list', function (_a) { return __awaiter(void 0, [_a], void 0, function (_b) {
    var page = _b.page;
    return __generator(this, function (_c) {
        switch (_c.label) {
            case 0: return [4 /*yield*/, page.goto('/product/does-not-exist')];
            case 1:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible()];
            case 2:
                _c.sent();
                return [4 /*yield*/, page.getByRole('link', { name: 'Browse Products' }).click()];
            case 3:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(page).toHaveURL(/\/products$/)];
            case 4:
                _c.sent();
                return [2 /*return*/];
        }
    });
}); });
(0, test_1.test)('the cart badge follows a change made in another tab', function (_a) { return __awaiter(void 0, [_a], void 0, function (_b) {
    var shop, other;
    var context = _b.context;
    return __generator(this, function (_c) {
        switch (_c.label) {
            case 0: return [4 /*yield*/, context.newPage()];
            case 1:
                shop = _c.sent();
                return [4 /*yield*/, context.newPage()];
            case 2:
                other = _c.sent();
                return [4 /*yield*/, shop.goto('/products')];
            case 3:
                _c.sent();
                return [4 /*yield*/, other.goto('/')];
            case 4:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(other.getByTestId('cart-badge')).toHaveCount(0)];
            case 5:
                _c.sent();
                return [4 /*yield*/, shop.getByRole('button', { name: 'Add to Cart' }).first().click()];
            case 6:
                _c.sent();
                return [4 /*yield*/, (0, test_1.expect)(other.getByTestId('cart-badge')).toHaveText('1')];
            case 7:
                _c.sent();
                return [2 /*return*/];
        }
    });
}); });
(0, test_1.test)('storefront routes load at most 150 KB of JavaScript over the wire', function (_a) { return __awaiter(void 0, [_a], void 0, function (_b) {
    var list, routes, figures, _loop_1, _i, routes_1, route;
    var browser = _b.browser, request = _b.request, baseURL = _b.baseURL;
    return __generator(this, function (_c) {
        switch (_c.label) {
            case 0: return [4 /*yield*/, request.get('/api/products?limit=1')];
            case 1: return [4 /*yield*/, (_c.sent()).json()];
            case 2:
                list = (_c.sent());
                routes = ['/', '/products', "/product/".concat(list.items[0].id), '/cart', '/checkout'];
                figures = {};
                _loop_1 = function (route) {
                    var context, page, responses, total, _d, responses_1, res, sizes;
                    return __generator(this, function (_e) {
                        switch (_e.label) {
                            case 0: return [4 /*yield*/, browser.newContext({ baseURL: baseURL })];
                            case 1:
                                context = _e.sent();
                                return [4 /*yield*/, context.newPage()];
                            case 2:
                                page = _e.sent();
                                responses = [];
                                page.on('response', function (res) {
                                    if (res.request().resourceType() === 'script')
                                        responses.push(res);
                                });
                                return [4 /*yield*/, page.goto(route, { waitUntil: 'networkidle' })];
                            case 3:
                                _e.sent();
                                total = 0;
                                _d = 0, responses_1 = responses;
                                _e.label = 4;
                            case 4:
                                if (!(_d < responses_1.length)) return [3 /*break*/, 7];
                                res = responses_1[_d];
                                (0, test_1.expect)(res.headers()['content-encoding'], "".concat(res.url(), " is compressed")).toMatch(/br|gzip/);
                                return [4 /*yield*/, res.request().sizes()];
                            case 5:
                                sizes = _e.sent();
                                total += sizes.responseBodySize + sizes.responseHeadersSize;
                                _e.label = 6;
                            case 6:
                                _d++;
                                return [3 /*break*/, 4];
                            case 7: return [4 /*yield*/, context.close()];
                            case 8:
                                _e.sent();
                                figures[route.startsWith('/product/') ? '/product/{id}' : route] = total;
                                (0, test_1.expect)(total, "JavaScript on ".concat(route)).toBeLessThanOrEqual(150 * 1024);
                                return [2 /*return*/];
                        }
                    });
                };
                _i = 0, routes_1 = routes;
                _c.label = 3;
            case 3:
                if (!(_i < routes_1.length)) return [3 /*break*/, 6];
                route = routes_1[_i];
                return [5 /*yield**/, _loop_1(route)];
            case 4:
                _c.sent();
                _c.label = 5;
            case 5:
                _i++;
                return [3 /*break*/, 3];
            case 6:
                node_fs_1.default.mkdirSync(fixtures_1.screenshotDir, { recursive: true });
                node_fs_1.default.writeFileSync(node_path_1.default.join(fixtures_1.screenshotDir, 'js-weight.json'), JSON.stringify(figures, null, 2));
                console.log('JavaScript over the wire (bytes):', figures);
                return [2 /*return*/];
        }
    });
}); });
