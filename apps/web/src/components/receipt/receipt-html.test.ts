import { describe, expect, it, vi } from 'vitest';
import { renderReceiptHtml, type ReceiptContent } from './receipt-html.ts';
import { openReceiptWindow } from './receipt-window.ts';

const receipt: ReceiptContent = {
  hotel: {
    name: 'Aureo Hotel',
    address: 'No. 45, Bogyoke Aung San Road',
    city: 'Yangon',
    phone: '+95 9 420 111 222',
  },
  receiptNumber: 'AUR202611210007',
  issuedAt: new Date('2026-11-21T07:35:00Z'), // 14:05 in Yangon
  timeZone: 'Asia/Yangon',
  rooms: ['101', '202'],
  guest: 'Mya <Mya> & Co',
  stay: {
    label: 'Full Night',
    checkin: new Date('2026-11-21T07:35:00Z'),
    checkout: new Date('2026-11-23T05:30:00Z'),
    nights: 2,
  },
  items: [
    { label: 'Room 101', detail: 'Full Night · 2 Nights', amount: 80000 },
    { label: 'Extra bed', detail: 'Room 101 · 2 Nights', amount: 20000 },
    { label: 'Room 202', detail: 'Full Night · 2 Nights', amount: 130000 },
  ],
  subtotal: 230000,
  taxRate: 5,
  tax: 11500,
  serviceRate: 10,
  service: 23000,
  total: 264500,
  priorPaid: 20000,
  grandTotal: 244500,
  paymentMethod: 'KPay',
};

/** The document's text, line by line, as a print shows it. */
const linesOf = (html: string) => {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return [...doc.querySelectorAll('main > *')].map((element) => {
    const parts = element.children.length > 0 ? [...element.children] : [element];
    return parts
      .map((part) => part.textContent ?? '')
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
  });
};

describe('renderReceiptHtml', () => {
  it('prints everything SPEC.md section 9 lists, in order', () => {
    expect(linesOf(renderReceiptHtml(receipt))).toEqual([
      'Aureo Hotel',
      'No. 45, Bogyoke Aung San Road',
      'Yangon',
      '+95 9 420 111 222',
      '',
      'Receipt No AUR202611210007',
      'Date 21/11/2026 14:05',
      'Rooms 101, 202',
      'Guest Mya <Mya> & Co',
      'Stay Full Night',
      'Check-in 21/11/2026 14:05',
      'Check-out 23/11/2026 12:00',
      'Nights 2 Nights',
      '',
      'Room 101 80,000 Ks',
      'Full Night · 2 Nights',
      'Extra bed 20,000 Ks',
      'Room 101 · 2 Nights',
      'Room 202 130,000 Ks',
      'Full Night · 2 Nights',
      '',
      'Subtotal 230,000 Ks',
      'Tax (5%) 11,500 Ks',
      'Service (10%) 23,000 Ks',
      'Total 264,500 Ks',
      'Prior paid 20,000 Ks',
      'Grand total 244,500 Ks',
      'Payment KPay',
      '',
      'Thank you for staying with us!',
    ]);
  });

  it('is laid out for 58 mm paper, escapes text and carries no script', () => {
    const html = renderReceiptHtml(receipt);
    expect(html).toContain('@page { size: 58mm auto; margin: 0; }');
    expect(html).toMatch(/body \{ width: 58mm;/);
    expect(html).toContain('Mya &lt;Mya&gt; &amp; Co');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('<title>Receipt AUR202611210007</title>');
  });

  it("says '1 Night', and leaves out nights, prior paid and grand total when not given", () => {
    const single = linesOf(
      renderReceiptHtml({
        ...receipt,
        rooms: ['101'],
        stay: { ...receipt.stay!, nights: 1 },
        priorPaid: undefined,
        grandTotal: undefined,
      }),
    );
    expect(single).toContain('Room 101');
    expect(single).toContain('Nights 1 Night');
    expect(single.some((line) => line.startsWith('Prior paid'))).toBe(false);
    expect(single.some((line) => line.startsWith('Grand total'))).toBe(false);
    const hours = linesOf(
      renderReceiptHtml({ ...receipt, stay: { ...receipt.stay!, nights: undefined } }),
    );
    expect(hours.some((line) => line.startsWith('Nights'))).toBe(false);
    expect(single.some((line) => line.startsWith('Served by'))).toBe(false);
  });

  it('names who served the guest, after the payment, in English and Burmese', async () => {
    const served = linesOf(renderReceiptHtml({ ...receipt, servedBy: 'Su Su' }));
    expect(served.slice(served.indexOf('Payment KPay'), -2)).toEqual([
      'Payment KPay',
      'Served by Su Su',
    ]);
    const { i18n } = await import('../../i18n/i18n.ts');
    const burmese = linesOf(
      renderReceiptHtml({ ...receipt, servedBy: 'Su Su' }, i18n.getFixedT('my') as never),
    );
    expect(burmese).toContain('ဝန်ဆောင်သူ Su Su');
  });

  it('embeds the Myanmar font in an English receipt only when Burmese is on it (a name)', () => {
    const fontFace = /@font-face \{ font-family: 'Noto Sans Myanmar'/;
    expect(renderReceiptHtml(receipt)).not.toMatch(fontFace);
    const burmeseName = renderReceiptHtml({ ...receipt, guest: 'မောင်အောင်' });
    expect(burmeseName).toMatch(fontFace);
    expect(linesOf(burmeseName)).toContain('Guest မောင်အောင်');
  });

  it("a stay's bill: its charges, its payments with method and number, total paid, the balance", () => {
    const bill = linesOf(
      renderReceiptHtml({
        ...receipt,
        rooms: ['204'],
        guest: 'Daw Mya',
        stay: undefined,
        priorPaid: undefined,
        grandTotal: undefined,
        paymentMethod: undefined,
        items: [
          { label: 'Room Charges', amount: 40000 },
          { label: 'Food', amount: 8062.5 },
          { label: 'Minibar', amount: 3000 },
        ],
        total: 51062.5,
        bill: {
          payments: [
            { label: 'Check-in', detail: 'Cash · AUR202611220001', amount: 40000 },
            { label: 'Food', detail: 'KPay · AURFOOD202611220002', amount: 8062.5 },
            { label: 'Stay Payment', detail: 'KPay · AUR202611220003', amount: 3000 },
          ],
          totalPaid: 51062.5,
          balance: 0,
        },
      }),
    );
    const from = bill.indexOf('Room Charges 40,000 Ks');
    expect(bill.slice(from, from + 12)).toEqual([
      'Room Charges 40,000 Ks',
      'Food 8,062.5 Ks',
      'Minibar 3,000 Ks',
      '',
      'Total 51,062.5 Ks',
      '',
      'Check-in 40,000 Ks',
      'Cash · AUR202611220001',
      'Food 8,062.5 Ks',
      'KPay · AURFOOD202611220002',
      'Stay Payment 3,000 Ks',
      'KPay · AUR202611220003',
    ]);
    expect(bill).toContain('Total paid 51,062.5 Ks');
    expect(bill).toContain('Balance due 0 Ks');
    // No subtotal, tax or service rows of their own: tax and service are charges of the bill.
    expect(bill.some((line) => line.startsWith('Subtotal') || line.startsWith('Tax ('))).toBe(
      false,
    );
    const credit = linesOf(
      renderReceiptHtml({
        ...receipt,
        bill: { payments: [], totalPaid: 274500, balance: -10000 },
      }),
    );
    expect(credit).toContain('Credit 10,000 Ks');
  });
});

describe('openReceiptWindow', () => {
  it('opens a small window named receipt and prints into it, then closes it', async () => {
    const calls: string[] = [];
    const target = {
      document: {
        open: () => calls.push('open'),
        write: (html: string) => calls.push(`write ${html.length > 0}`),
        close: () => calls.push('done'),
      },
      focus: () => calls.push('focus'),
      print: () => calls.push('print'),
      close: () => calls.push('close'),
    } as unknown as Window;
    const open = vi.fn(() => target);
    const receiptWindow = openReceiptWindow('<p>Preparing</p>', { open });
    expect(open).toHaveBeenCalledWith('', 'receipt', 'width=320,height=600');
    await receiptWindow?.print(renderReceiptHtml(receipt));
    expect(calls).toEqual([
      'open',
      'write true',
      'done',
      'open',
      'write true',
      'done',
      'focus',
      'print',
      'close',
    ]);
  });

  /** A print window whose document declares one font face, loaded when `arrive` is called. */
  const windowWithFont = () => {
    const calls: string[] = [];
    let arrive = () => {};
    const face = {
      load: () => {
        calls.push('font asked');
        return new Promise<void>((resolve) => {
          arrive = () => {
            calls.push('font here');
            resolve();
          };
        });
      },
    };
    const target = {
      document: {
        open: () => undefined,
        write: () => undefined,
        close: () => undefined,
        fonts: {
          forEach: (each: (face: unknown) => void) => each(face),
          ready: Promise.resolve(),
        },
      },
      focus: () => undefined,
      print: () => calls.push('print'),
      close: () => calls.push('close'),
    } as unknown as Window;
    return { target, calls, arrive: () => arrive() };
  };

  it('prints only once the fonts of the receipt have loaded', async () => {
    const { target, calls, arrive } = windowWithFont();
    const printing = openReceiptWindow('<p>Preparing</p>', { open: () => target })?.print('<p>');
    await Promise.resolve();
    expect(calls).toEqual(['font asked']);
    arrive();
    await printing;
    expect(calls).toEqual(['font asked', 'font here', 'print', 'close']);
  });

  it('prints without the font when it has not come in time', async () => {
    vi.useFakeTimers();
    try {
      const { target, calls } = windowWithFont();
      const printing = openReceiptWindow('<p>', { open: () => target }, 3000)?.print('<p>');
      await vi.advanceTimersByTimeAsync(2999);
      expect(calls).toEqual(['font asked']);
      await vi.advanceTimersByTimeAsync(1);
      await printing;
      expect(calls).toEqual(['font asked', 'print', 'close']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers null when the browser refuses the window', () => {
    expect(openReceiptWindow('<p>Preparing</p>', { open: () => null })).toBeNull();
  });
});
