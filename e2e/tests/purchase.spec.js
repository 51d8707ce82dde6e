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
 * The first issue's journey on a phone-sized screen: browse, choose colour and storage, cart,
 * coupon, sign up, address, shipping option, duty estimate, pay, confirmation, order history.
 */
var test_1 = require("@playwright/test");
var fixtures_1 = require("./fixtures");
var usd = function (cents) { return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100); };
(0, test_1.test)('a visitor buys a Samsung phone with a coupon and finds it in the order history', function (_a) { return __awaiter(void 0, [_a], void 0, function (_b) {
    var customer, card, productId, product, colour, storages, chosen, countries, za, subtotal, duty, discount, total, orderNumber, after;
    var _c;
    var page = _b.page, request = _b.request;
    return __generator(this, function (_d) {
        switch (_d.label) {
            case 0:
                customer = (0, fixtures_1.newCustomer)();
                return [4 /*yield*/, page.goto('/')];
            case 1:
                _d.sent();
                return [4 /*yield*/, (0, test_1.expect)(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible()];
            case 2:
                _d.sent();
                return [4 /*yield*/, (0, fixtures_1.shot)(page, 'home')];
            case 3:
                _d.sent();
                return [4 /*yield*/, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }).click()];
            case 4:
                _d.sent();
                return [4 /*yield*/, (0, test_1.expect)(page).toHaveURL(/\/products$/)];
            case 5:
                _d.sent();
                return [4 /*yield*/, page.getByRole('button', { name: 'Samsung', exact: true }).click()];
            case 6:
                _d.sent();
                return [4 /*yield*/, (0, test_1.expect)(page).toHaveURL(/brand=samsung/)];
            case 7:
                _d.sent();
                card = page.getByRole('link', { name: /Galaxy S25 Ultra/ }).first();
                return [4 /*yield*/, (0, test_1.expect)(card).toBeVisible()];
            case 8:
                _d.sent();
                return [4 /*yield*/, (0, fixtures_1.shot)(page, 'products-samsung')];
            case 9:
                _d.sent();
                return [4 /*yield*/, card.click()];
            case 10:
                _d.sent();
                return [4 /*yield*/, (0, test_1.expect)(page.getByRole('heading', { level: 1, name: /Galaxy S25 Ultra/ })).toBeVisible()];
            case 11:
                _d.sent();
                productId = page.url().split('/').pop();
                return [4 /*yield*/, request.get("/api/products/".concat(productId))];
            case 12: return [4 /*yield*/, (_d.sent()).json()];
            case 13:
                product = (_d.sent());
                colour = product.variants[0].color;
                storages = product.variants.filter(function (v) { return v.color === colour && v.stock > 0; });
                chosen = (_c = storages[1]) !== null && _c !== void 0 ? _c : storages[0];
                return [4 /*yield*/, page.getByRole('button', { name: colour, exact: true }).click()];
            case 14:
                _d.sent();
                return [4 /*yield*/, page.getByRole('button', { name: chosen.storage, exact: true }).click()];
            case 15:
                _d.sent();
                return [4 /*yield*/, (0, test_1.expect)(page.getByTestId('product-price')).toHaveText(usd(chosen.priceCents))];
            case 16:
                _d.sent();
                return [4 /*yield*/, (0, fixtures_1.shot)(page, 'product-detail')];
            case 17:
                _d.sent();
                return [4 /*yield*/, page.getByRole('button', { name: 'Add to Cart' }).click()];
            case 18:
                _d.sent();
                return [4 /*yield*/, (0, test_1.expect)(page).toHaveURL(/\/cart$/)];
            case 19:
                _d.sent();
                return [4 /*yield*/, (0, test_1.expect)(page.getByTestId('cart-badge')).toHaveText('1')];
            case 20:
                _d.sent();
                return [4 /*yield*/, page.getByRole('button', { name: 'Increase quantity' }).click()];
            case 21:
                _d.sent();
                return [4 /*yield*/, (0, test_1.expect)(page.getByTestId('line-quantity')).toHaveText('2')];
            case 22:
                _d.sent();
                return [4 /*yield*/, page.getByLabel('Shipping destination').selectOption('ZA')];
            case 23:
                _d.sent();
                return [4 /*yield*/, page.getByLabel('Coupon code').fill(' welcome10 ')];
            case 24:
                _d.sent();
                return [4 /*yield*/, page.getByRole('button', { name: 'Apply' }).click()];
            case 25:
                _d.sent();
                return [4 /*yield*/, (0, test_1.expect)(page.getByText('WELCOME10 applied')).toBeVisible()];
            case 26:
                _d.sent();
                return [4 /*yield*/, (0, fixtures_1.shot)(page, 'cart')];
            case 27:
                _d.sent();
                return [4 /*yield*/, page.getByRole('button', { name: 'Proceed to Checkout' }).click()];
            case 28:
                _d.sent();
                // Signed out: sent to sign in, then on to create an account, and back to checkout.
                return [4 /*yield*/, (0, test_1.expect)(page).toHaveURL(/\/login$/)];
            case 29:
                // Signed out: sent to sign in, then on to create an account, and back to checkout.
                _d.sent();
                return [4 /*yield*/, page.getByRole('link', { name: 'Create an account' }).click()];
            case 30:
                _d.sent();
                return [4 /*yield*/, page.getByLabel('First name').fill(customer.firstName)];
            case 31:
                _d.sent();
                return [4 /*yield*/, page.getByLabel('Last name').fill(customer.lastName)];
            case 32:
                _d.sent();
                return [4 /*yield*/, page.getByLabel('Email').fill(customer.email)];
            case 33:
                _d.sent();
                return [4 /*yield*/, page.getByLabel('Phone (optional)').fill(customer.phone)];
            case 34:
                _d.sent();
                return [4 /*yield*/, page.getByLabel('Password', { exact: true }).fill(customer.password)];
            case 35:
                _d.sent();
                return [4 /*yield*/, page.getByLabel('Confirm password').fill('different')];
            case 36:
                _d.sent();
                return [4 /*yield*/, page.getByRole('checkbox').check()];
            case 37:
                _d.sent();
                return [4 /*yield*/, page.getByRole('button', { name: 'Create Account' }).click()];
            case 38:
                _d.sent();
                return [4 /*yield*/, (0, test_1.expect)(page.getByRole('alert')).toHaveText('Passwords do not match.')];
            case 39:
                _d.sent();
                return [4 /*yield*/, page.getByLabel('Confirm password').fill(customer.password)];
            case 40:
                _d.sent();
                return [4 /*yield*/, page.getByRole('button', { name: 'Create Account' }).click()];
            case 41:
                _d.sent();
                return [4 /*yield*/, (0, test_1.expect)(page).toHaveURL(/\/checkout$/)];
            case 42:
                _d.sent();
                return [4 /*yield*/, (0, test_1.expect)(page.getByRole('heading', { name: 'Checkout' })).toBeVisible()];
            case 43:
                _d.sent();
                return [4 /*yield*/, (0, test_1.expect)(page.getByText('Test mode:')).toBeVisible()];
            case 44:
                _d.sent();
                return [4 /*yield*/, page.getByLabel('Street address').fill('12 Jan Smuts Avenue')];
            case 45:
                _d.sent();
                return [4 /*yield*/, page.getByLabel('City').fill('Johannesburg')];
            case 46:
                _d.sent();
                return [4 /*yield*/, page.getByLabel('Zip / Postal code').fill('2196')];
            case 47:
                _d.sent();
                return [4 /*yield*/, page.getByLabel('Country').selectOption('ZA')];
            case 48:
                _d.sent();
                return [4 /*yield*/, page.getByRole('radio', { name: /Express Shipping/ }).check()];
            case 49:
                _d.sent();
                return [4 /*yield*/, request.get('/api/countries')];
            case 50: return [4 /*yield*/, (_d.sent()).json()];
            case 51:
                countries = (_d.sent());
                za = countries.find(function (c) { return c.code === 'ZA'; });
                subtotal = chosen.priceCents * 2;
                duty = Math.round((subtotal * za.dutyRate) / 100);
                discount = Math.round(subtotal * 0.1);
                total = subtotal + za.expressShippingCostCents + duty - discount;
                return [4 /*yield*/, (0, test_1.expect)(page.getByTestId('order-total')).toHaveText(usd(total))];
            case 52:
                _d.sent();
                return [4 /*yield*/, (0, test_1.expect)(page.getByText(usd(duty)).first()).toBeVisible()];
            case 53:
                _d.sent();
                return [4 /*yield*/, (0, fixtures_1.shot)(page, 'checkout')];
            case 54:
                _d.sent();
                return [4 /*yield*/, page.getByRole('button', { name: "Pay ".concat(usd(total)) }).click()];
            case 55:
                _d.sent();
                return [4 /*yield*/, (0, test_1.expect)(page).toHaveURL(/\/order-confirmation$/)];
            case 56:
                _d.sent();
                return [4 /*yield*/, (0, test_1.expect)(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible()];
            case 57:
                _d.sent();
                return [4 /*yield*/, page.getByTestId('order-number').textContent()];
            case 58:
                orderNumber = (_d.sent()).trim();
                (0, test_1.expect)(orderNumber).toMatch(/^PX\d{8}$/);
                return [4 /*yield*/, (0, test_1.expect)(page.getByText(usd(total)).first()).toBeVisible()];
            case 59:
                _d.sent();
                return [4 /*yield*/, (0, test_1.expect)(page.getByTestId('cart-badge')).toHaveCount(0)];
            case 60:
                _d.sent();
                return [4 /*yield*/, (0, fixtures_1.shot)(page, 'confirmation')];
            case 61:
                _d.sent();
                return [4 /*yield*/, page.getByRole('link', { name: 'View My Orders' }).click()];
            case 62:
                _d.sent();
                return [4 /*yield*/, (0, test_1.expect)(page.getByRole('link', { name: "Order #".concat(orderNumber) })).toBeVisible()];
            case 63:
                _d.sent();
                return [4 /*yield*/, (0, fixtures_1.shot)(page, 'orders')];
            case 64:
                _d.sent();
                return [4 /*yield*/, request.get("/api/products/".concat(productId))];
            case 65: return [4 /*yield*/, (_d.sent()).json()];
            case 66:
                after = (_d.sent());
                (0, test_1.expect)(after.variants.find(function (v) { return v.id === chosen.id; }).stock).toBe(chosen.stock - 2);
                return [2 /*return*/];
        }
    });
}); });
