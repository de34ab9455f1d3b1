import type { Dictionary } from 'shared';
import { expectCompleteTranslations } from 'shared/testing';
import { ordersMessages } from './messages';

describe('the order pages texts', () => {
  it('every language has every English key, and no other, with its placeholders', async () => {
    await expectCompleteTranslations(ordersMessages as unknown as Dictionary<string>);
  });
});
