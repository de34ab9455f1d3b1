import type { Dictionary } from 'shared';
import { expectCompleteTranslations } from 'shared/testing';
import { lookupMessages } from './messages';

describe("the certificate lookup's texts", () => {
  it('every language has every English key, and no other, with its placeholders', async () => {
    await expectCompleteTranslations(lookupMessages as unknown as Dictionary<string>);
  });
});
