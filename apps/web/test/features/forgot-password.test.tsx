/**
 * Forgot password (sign-in page): an e-mail that is not one is refused in the shopper's language,
 * in the server's words for the rule, though the table of server messages is no longer in the
 * sign-in page's scripts (it loads when the message is needed, issue 26).
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { REGISTRATION_MESSAGES } from '@phonexport/domain/validation';
import { translateMessage } from '@phonexport/domain/server-messages';
import { createTranslator, I18nProvider } from '../../src/i18n/i18n';
import fr from '../../src/i18n/locales/fr';
import en from '../../src/i18n/locales/en';
import { ForgotPassword } from '../../src/features/accounts/forgot-password';

describe('ForgotPassword', () => {
  it('refuses an e-mail that is not one in the shopper’s language, without asking the server', async () => {
    const t = createTranslator(fr, 'fr', en);
    render(
      <I18nProvider scope={{ language: 'fr', t }}>
        <ForgotPassword initialEmail="" onDone={() => undefined} />
      </I18nProvider>,
    );
    await userEvent.type(screen.getByLabelText(fr.login.email), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: fr.auth.sendLink }));
    const french = translateMessage(REGISTRATION_MESSAGES.emailInvalid, 'fr');
    expect(french).not.toBe(REGISTRATION_MESSAGES.emailInvalid);
    expect(await screen.findByText(french)).toBeInTheDocument();
  });
});
