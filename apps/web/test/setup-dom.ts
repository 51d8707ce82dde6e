/**
 * Setup of the `web` Vitest project (component tests in happy-dom): jest-dom's matchers
 * (toBeDisabled, toHaveAccessibleDescription...), English's storefront texts in effect (the
 * browser loads them with the page, `startI18n`), and an unmounted tree after each test.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { addTexts } from '../src/i18n/i18n';
import storefrontEnglish from '../src/i18n/locales/en-storefront';

addTexts('en', storefrontEnglish);

afterEach(cleanup);
