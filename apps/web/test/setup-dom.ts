/**
 * Setup of the `web` Vitest project (component tests in happy-dom): jest-dom's matchers
 * (toBeDisabled, toHaveAccessibleDescription...) and an unmounted tree after each test.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);
