import { describe, expect, it } from 'vitest';
import { settingsPatchSchema } from '../src/settings.ts';

describe('settingsPatchSchema', () => {
  it('accepts any subset and refuses the account section', () => {
    expect(settingsPatchSchema.safeParse({}).success).toBe(true);
    expect(settingsPatchSchema.safeParse({ privacy: { personalizedAds: true } }).success).toBe(true);
    expect(settingsPatchSchema.safeParse({ account: { twoFactorEnabled: true } }).success).toBe(false);
  });
});
