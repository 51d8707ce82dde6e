"use strict";
var __assign = (this && this.__assign) || function () {
    __assign = Object.assign || function(t) {
        for (var s, i = 1, n = arguments.length; i < n; i++) {
            s = arguments[i];
            for (var p in s) if (Object.prototype.hasOwnProperty.call(s, p))
                t[p] = s[p];
        }
        return t;
    };
    return __assign.apply(this, arguments);
};
var _a, _b, _c;
Object.defineProperty(exports, "__esModule", { value: true });
exports.baseURL = void 0;
var node_os_1 = require("node:os");
var node_path_1 = require("node:path");
var test_1 = require("@playwright/test");
/** Journeys run against the real server (fresh embedded database, seeded) in Debian's Chromium. */
var port = Number((_a = process.env.E2E_PORT) !== null && _a !== void 0 ? _a : 3300);
exports.baseURL = "http://localhost:".concat(port);
var dataDir = (_b = process.env.E2E_DATA_DIR) !== null && _b !== void 0 ? _b : node_path_1.default.join(node_os_1.default.tmpdir(), "phonexport-e2e-".concat(port));
exports.default = (0, test_1.defineConfig)({
    testDir: './tests',
    timeout: 90000,
    expect: { timeout: 10000 },
    fullyParallel: false,
    workers: 1,
    retries: process.env.CI ? 1 : 0,
    reporter: [['list']],
    use: {
        baseURL: exports.baseURL,
        trace: 'retain-on-failure',
        launchOptions: {
            executablePath: (_c = process.env.CHROMIUM_PATH) !== null && _c !== void 0 ? _c : '/usr/bin/chromium',
            args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
        },
    },
    projects: [
        { name: 'mobile', use: __assign(__assign({}, test_1.devices['Pixel 7']), { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, browserName: 'chromium' }) },
    ],
    webServer: {
        command: "rm -rf ".concat(dataDir, " && node --import tsx ../apps/server/src/main.ts"),
        url: "".concat(exports.baseURL, "/api/health"),
        timeout: 240000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
        env: { PORT: String(port), DATA_DIR: dataDir, ADMIN_PASSWORD: 'admin-e2e-password', LOG_LEVEL: 'warn', PUBLIC_URL: exports.baseURL },
    },
});
