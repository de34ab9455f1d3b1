import {
  amountInWords,
  checkCoupon,
  documentNumber,
  financialYear,
  findOrderReference,
  formatMoney,
  indianNumberInWords,
  isOrderReference,
  isQuantityAllowed,
  orderReference,
  parseDecimalAmount,
  toDecimalString,
  upiLink,
  type Coupon,
} from '.';

describe('order references', () => {
  it('are SB-ORD- and two groups of four unambiguous characters', () => {
    const reference = orderReference(new Uint8Array([0, 1, 2, 3, 31, 30, 29, 255]));
    expect(reference).toBe('SB-ORD-0123-ZYXZ');
    expect(isOrderReference(reference)).toBe(true);
    expect(isOrderReference('SB-ORD-O123-ZYXZ')).toBe(false); // the letter O is never used
  });

  it('are found in a bank statement narration however they were typed', () => {
    expect(findOrderReference('NEFT/UTR123/sb ord 7k3p 9qxa/ASHA RAO')).toBe('SB-ORD-7K3P-9QXA');
    expect(findOrderReference('IMPS SBORD7K3P9QXA')).toBe('SB-ORD-7K3P-9QXA');
    expect(findOrderReference('salary credit')).toBeUndefined();
  });
});

describe('invoice numbers', () => {
  it('follow the Indian financial year, by the date in India', () => {
    expect(financialYear(new Date('2026-04-01T00:00:00+05:30'))).toBe('26-27');
    expect(financialYear(new Date('2027-03-31T23:59:59+05:30'))).toBe('26-27');
    // 20:00 UTC on 31 March is already 1 April in India.
    expect(financialYear(new Date('2027-03-31T20:00:00Z'))).toBe('27-28');
    expect(financialYear(new Date('2099-12-31T00:00:00Z'))).toBe('99-00');
  });

  it('are at most 16 characters, for invoices and credit notes', () => {
    expect(documentNumber('invoice', '26-27', 123)).toBe('SB/26-27/000123');
    expect(documentNumber('credit-note', '26-27', 4)).toBe('CN/26-27/000004');
    expect(documentNumber('invoice', '26-27', 999_999).length).toBeLessThanOrEqual(16);
    expect(() => documentNumber('invoice', '26-27', 0)).toThrow(RangeError);
    expect(() => documentNumber('invoice', '26-27', 1_000_000)).toThrow(RangeError);
  });
});

describe('amounts', () => {
  it('are written in words with lakhs and crores', () => {
    expect(indianNumberInWords(0)).toBe('Zero');
    expect(indianNumberInWords(12_345_678)).toBe(
      'One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight',
    );
    expect(amountInWords(2_950_050, 'INR')).toBe(
      'Rupees Twenty-Nine Thousand Five Hundred and Fifty Paise Only',
    );
    expect(amountInWords(123_456_789, 'USD')).toBe(
      'US Dollars One Million Two Hundred Thirty-Four Thousand Five Hundred Sixty-Seven and Eighty-Nine Cents Only',
    );
  });

  it('are shown with Indian grouping on English and Hindi pages', () => {
    expect(formatMoney({ amount: 12_345_650, currency: 'INR' }, 'en')).toBe('₹1,23,456.50');
    expect(formatMoney({ amount: 2_500_000, currency: 'INR' }, 'en')).toBe('₹25,000');
    expect(formatMoney({ amount: 12_345_600, currency: 'INR' }, 'hi')).toBe('₹1,23,456');
    expect(formatMoney({ amount: 12_345_600, currency: 'USD' }, 'fr')).toMatch(/^123\s456\s\$US$/);
  });

  it('are parsed from a statement as text, without floats', () => {
    expect(parseDecimalAmount('₹ 1,23,456.5')).toBe(12_345_650);
    expect(parseDecimalAmount('45663.88')).toBe(4_566_388);
    expect(parseDecimalAmount('Rs. 100')).toBe(10_000);
    expect(parseDecimalAmount('12.345')).toBeUndefined();
    expect(parseDecimalAmount('-5')).toBeUndefined();
    expect(parseDecimalAmount('')).toBeUndefined();
    expect(toDecimalString(4_566_388)).toBe('45663.88');
    expect(toDecimalString(5)).toBe('0.05');
  });
});

describe('the UPI link', () => {
  it('carries the exact amount and the reference', () => {
    expect(
      upiLink({
        payee: 'skillbridge@hdfc',
        payeeName: 'Skill Bridge',
        amount: 4_566_388,
        reference: 'SB-ORD-7K3P-9QXA',
      }),
    ).toBe(
      'upi://pay?pa=skillbridge%40hdfc&pn=Skill%20Bridge&am=45663.88&cu=INR&tn=SB-ORD-7K3P-9QXA',
    );
  });
});

describe('checkout limits', () => {
  it('allow 1 to 10 vouchers and 1 to 5 seats, whole numbers only', () => {
    expect(isQuantityAllowed('voucher', 10)).toBe(true);
    expect(isQuantityAllowed('voucher', 11)).toBe(false);
    expect(isQuantityAllowed('seat', 5)).toBe(true);
    expect(isQuantityAllowed('seat', 6)).toBe(false);
    expect(isQuantityAllowed('seat', 0)).toBe(false);
    expect(isQuantityAllowed('voucher', 1.5)).toBe(false);
  });

  const coupon: Coupon = {
    code: 'SEC20',
    kind: 'percent',
    value: 2000,
    validFrom: '2026-11-01T00:00:00.000Z',
    validUntil: '2026-12-01T00:00:00.000Z',
    maxUses: 2,
    used: 1,
    courses: ['security-plus'],
  };
  const at = new Date('2026-11-27T10:00:00.000Z');

  it('check a coupon window, uses and courses', () => {
    expect(
      checkCoupon(coupon, { at, courseSlug: 'security-plus', currency: 'INR' }),
    ).toBeUndefined();
    expect(
      checkCoupon(coupon, {
        at: new Date('2026-10-31T23:59:59Z'),
        courseSlug: 'security-plus',
        currency: 'INR',
      }),
    ).toBe('not-yet-valid');
    expect(
      checkCoupon(coupon, {
        at: new Date('2026-12-01T00:00:00Z'),
        courseSlug: 'security-plus',
        currency: 'INR',
      }),
    ).toBe('expired');
    expect(
      checkCoupon({ ...coupon, used: 2 }, { at, courseSlug: 'security-plus', currency: 'INR' }),
    ).toBe('used-up');
    expect(checkCoupon(coupon, { at, courseSlug: 'a-plus', currency: 'INR' })).toBe(
      'not-applicable',
    );
    expect(
      checkCoupon(
        { ...coupon, kind: 'fixed', value: 50_000, currency: 'INR' },
        { at, courseSlug: 'security-plus', currency: 'USD' },
      ),
    ).toBe('not-applicable');
  });
});
