import type { Dictionary } from 'shared';
import { expectCompleteTranslations } from 'shared/testing';
import { payMessages } from './messages';

describe('the Pay Now texts', () => {
  it('every language has every English key, and no other, with its placeholders', async () => {
    await expectCompleteTranslations(payMessages as unknown as Dictionary<string>);
  });
});
