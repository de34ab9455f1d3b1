import type { Dictionary } from 'shared';
import { expectCompleteTranslations } from 'shared/testing';
import { checkoutMessages } from './messages';

describe('the checkout texts', () => {
  it('every language has every English key, and no other, with its placeholders', async () => {
    await expectCompleteTranslations(checkoutMessages as unknown as Dictionary<string>);
  });
});
