import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { i18n } from '../../../i18n/i18n.ts';
import { displayFormat } from '../../../i18n/format.ts';
import { addPageTexts } from '../../../i18n/page-texts.ts';
import { shiftTexts as en } from '../../../i18n/en/shifts.ts';
import { shiftTexts as my } from '../../../i18n/my/shifts.ts';
import { receiptText } from '../../../test/print-window.ts';
import { closedShift, shiftReport } from '../test/shift-fixtures.ts';
import { renderShiftReport } from './shift-report.ts';

addPageTexts({ en, my });

const report = shiftReport();

describe('the shift report printed from the report kept at the close (ADR 079)', () => {
  it.each(['en', 'my'])('its copy says what the original said but COPY (%s)', (language) => {
    const t = i18n.getFixedT(language) as TFunction;
    const format = displayFormat();
    const original = receiptText(renderShiftReport(report, t, format));
    const copy = receiptText(renderShiftReport(report, t, format, { copy: true }));
    const mark = ` ${t('corrections.receipt.copy')}`;
    expect(original).toContain(`${t('shift.expectedCash')} 85,000`);
    expect(original).not.toContain(mark);
    expect(copy).toContain(`${t('shift.reportTitle')}${mark}`);
    expect(copy.replace(mark, '')).toBe(original);
  });

  it("prints the hotel's details it was kept with", () => {
    const t = i18n.getFixedT('en') as TFunction;
    const text = receiptText(renderShiftReport(report, t, displayFormat()));
    expect(text).toContain('Aureo Hotel 1 Road Yangon 09 1');
    expect(text).toContain('Opened 25/11/2026 08:00');
    expect(text).toContain('Note Change given twice');
  });

  it('a long note wraps under its label on the 58 mm paper, however long its words', () => {
    const note = `Short because ${'KPay0123456789'.repeat(6)} was typed as cash, said the guest of 101`;
    const html = renderShiftReport(
      shiftReport({ ...closedShift, note }),
      i18n.getFixedT('en') as TFunction,
      displayFormat(),
    );
    const paper = new DOMParser().parseFromString(html, 'text/html');
    const kept = paper.querySelector('.note');
    expect(kept?.textContent).toBe(note);
    expect(kept?.previousElementSibling?.textContent).toBe('Note');
    expect(html).toMatch(/\.note \{ overflow-wrap: anywhere; white-space: pre-wrap; \}/);
  });
});
