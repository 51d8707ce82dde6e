import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, mergeSettings, validatePasswordChange } from '../src/settings.ts';

describe('mergeSettings (§9 defaults under whatever is stored)', () => {
  it('gives the §9 defaults for nothing, garbage or an empty object', () => {
    for (const stored of [null, undefined, 'x', 42, [], {}]) expect(mergeSettings(stored)).toEqual(DEFAULT_SETTINGS);
  });

  it('keeps stored values, ignores values of the wrong type or outside the lists, then applies the patch', () => {
    const stored = {
      notifications: { newsletter: true, promotions: 'no' },
      preferences: { language: 'it', theme: 'dark', currency: 'EUR' },
      privacy: { profileVisibility: 'friends' },
      extra: { anything: true },
    };
    const merged = mergeSettings(stored, { preferences: { language: 'zh' } });
    expect(merged.notifications).toEqual({ ...DEFAULT_SETTINGS.notifications, newsletter: true });
    expect(merged.preferences).toEqual({ language: 'zh', theme: 'dark', currency: 'EUR' });
    expect(merged.privacy.profileVisibility).toBe('private');
    expect(merged).not.toHaveProperty('extra');
    expect(mergeSettings(stored).preferences.language).toBe('en');
  });

  it('never changes the shared defaults', () => {
    mergeSettings({}, { preferences: { theme: 'light' } });
    expect(DEFAULT_SETTINGS.preferences.theme).toBe('system');
  });
});

describe('validatePasswordChange (§5, in order)', () => {
  const ok = { currentPassword: 'old-pass', newPassword: 'new-pass', confirmPassword: 'new-pass' };
  it.each([
    [{ ...ok, currentPassword: '' }, 'Please fill in all password fields'],
    [{ ...ok, confirmPassword: '' }, 'Please fill in all password fields'],
    [{ ...ok, confirmPassword: 'other' }, 'New passwords do not match'],
    [{ ...ok, newPassword: '12345', confirmPassword: '12345' }, 'Password must be at least 6 characters long'],
    [{ currentPassword: '', newPassword: '1', confirmPassword: '2' }, 'Please fill in all password fields'],
  ])('%j → %s', (input, message) => {
    expect(validatePasswordChange(input)?.message).toBe(message);
  });
  it('passes a complete change', () => expect(validatePasswordChange(ok)).toBeNull());
});
