import {
  applyRate,
  checkGstin,
  gstinCheckCharacter,
  gstinState,
  priceOrder,
  supplyKind,
  taxOn,
  type Coupon,
} from '.';

describe('GSTIN', () => {
  it.each(['27AAPFU0939F1ZV', '29AAGCB7383J1Z4'])('accepts %s', (gstin) => {
    expect(checkGstin(gstin)).toBeUndefined();
  });

  it('accepts one written in lower case with spaces', () => {
    expect(checkGstin('27 aapfu 0939 f1zv')).toBeUndefined();
    expect(gstinState('27aapfu0939f1zv')).toBe('27');
  });

  it('refuses a wrong check character, naming the check', () => {
    expect(checkGstin('27AAPFU0939F1ZW')).toBe('checksum');
  });

  it('catches every single changed character of a valid GSTIN', () => {
    const valid = '27AAPFU0939F1ZV';
    const check = valid[14];
    for (let i = 0; i < 14; i += 1) {
      const original = valid[i] as string;
      const swapped = /\d/.test(original)
        ? String((Number(original) + 1) % 10)
        : original === 'A'
          ? 'B'
          : 'A';
      const changed = `${valid.slice(0, i)}${swapped}${valid.slice(i + 1, 14)}`;
      expect(gstinCheckCharacter(changed)).not.toBe(check);
    }
  });

  it.each([
    ['27AAPFU0939F1Z', 'format'],
    ['27AAPFU0939F1XV', 'format'],
    ['2AAAPFU0939F1ZV', 'format'],
    ['99AAPFU0939F1ZV', 'state'],
    ['28AAPFU0939F1ZV', 'state'],
  ])('refuses %s (%s)', (gstin, problem) => {
    expect(checkGstin(gstin)).toBe(problem);
  });
});

describe('rounding to the paisa', () => {
  it('rounds half a paisa up and less than half down', () => {
    expect(applyRate(50, 900)).toBe(5); // 4.5 paise
    expect(applyRate(49, 900)).toBe(4); // 4.41 paise
    expect(applyRate(1, 1800)).toBe(0); // 0.18 paise
    expect(applyRate(3, 1800)).toBe(1); // 0.54 paise
  });

  it('stays exact where a float would not', () => {
    // 0.1 + 0.2 style errors: 1,15,000.05 rupees × 18 % is 20,700.009 rupees.
    expect(applyRate(11_500_005, 1800)).toBe(2_070_001);
    expect(applyRate(999_999_999, 1800)).toBe(180_000_000);
  });
});

describe('GST by where the buyer is (seller in Delhi, 07)', () => {
  it('splits the tax into CGST and SGST for a buyer in Delhi', () => {
    expect(supplyKind('07', { country: 'IN', state: '07' })).toBe('intra-state');
    const { lines, tax, total } = taxOn(2_500_000, 'intra-state');
    expect(lines).toEqual([
      { name: 'CGST', rateBp: 900, amount: 225_000 },
      { name: 'SGST', rateBp: 900, amount: 225_000 },
    ]);
    expect(tax).toBe(450_000);
    expect(total).toBe(2_950_000);
  });

  it('charges IGST to a buyer in another state', () => {
    expect(supplyKind('07', { country: 'IN', state: '27' })).toBe('inter-state');
    expect(taxOn(2_500_000, 'inter-state').lines).toEqual([
      { name: 'IGST', rateBp: 1800, amount: 450_000 },
    ]);
  });

  it('zero-rates a buyer outside India', () => {
    expect(supplyKind('07', { country: 'AE' })).toBe('export');
    const exported = taxOn(30_000, 'export');
    expect(exported.lines).toEqual([]);
    expect(exported.total).toBe(30_000);
  });

  it('rounds CGST and SGST each, so a same-state total may be a paisa above IGST', () => {
    // 9 % of 50 paise is 4.5 → 5 twice; 18 % of 50 is exactly 9.
    expect(taxOn(50, 'intra-state').tax).toBe(10);
    expect(taxOn(50, 'inter-state').tax).toBe(9);
  });
});

describe('the price of an order', () => {
  const coupon: Coupon = {
    code: 'WELCOME10',
    kind: 'percent',
    value: 1000,
    validFrom: '2026-01-01T00:00:00.000Z',
    validUntil: '2027-01-01T00:00:00.000Z',
    maxUses: 100,
    used: 0,
    courses: [],
  };

  it('takes the coupon off before the tax', () => {
    const price = priceOrder({
      unitPrice: 2_149_900,
      quantity: 2,
      currency: 'INR',
      coupon,
      sellerState: '07',
      buyer: { country: 'IN', state: '29' },
    });
    expect(price.subtotal).toBe(4_299_800);
    expect(price.discount).toBe(429_980);
    expect(price.taxable).toBe(3_869_820);
    expect(price.tax).toBe(696_568); // 18 % of 38,698.20 is 6,965.676 → 6,965.68
    expect(price.total).toBe(4_566_388);
  });

  it('never discounts below zero', () => {
    const price = priceOrder({
      unitPrice: 10_000,
      quantity: 1,
      currency: 'INR',
      coupon: { ...coupon, kind: 'fixed', value: 50_000, currency: 'INR' },
      sellerState: '07',
      buyer: { country: 'IN', state: '07' },
    });
    expect(price.discount).toBe(10_000);
    expect(price.total).toBe(0);
  });
});
