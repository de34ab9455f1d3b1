import { useConfirmDialog, type Answer } from '../../../../components/confirm-dialog';
import { ImportSection } from './import-section';
import { VoidSection } from './void-section';

/**
 * The Voucher stock tab: import the vendor's codes, void one. The counts of codes in stock are
 * on the Prices tab, beside each exam voucher. `confirm` answers the void's question instead of
 * the page's dialog (a test's).
 */
export function VoucherStockPanel({ confirm }: { confirm?: Answer } = {}) {
  const { ask, dialog } = useConfirmDialog(confirm);
  return (
    <>
      <ImportSection />
      <VoidSection ask={ask} />
      {dialog}
    </>
  );
}
