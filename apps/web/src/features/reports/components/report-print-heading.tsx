import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportRange } from '@frontdesk/domain';
import { useDisplayFormat } from '../../../i18n/format.ts';
import { useSession } from '../../../lib/session.ts';
import classes from './reports.module.css';

/** A text as a CSS string ('Aureo "Inn"' -> '"Aureo \"Inn\""'), for `content`. */
const cssString = (text: string) => `"${text.replace(/[\\"]/g, '\\$&').replace(/\s+/g, ' ')}"`;

/**
 * The printed summary's heading: the hotel's name and the period, at the top of the first page,
 * and on every page's top margin beside the page numbers (reports.module.css's `@page`, which
 * reads them from the root element: the page's margin boxes inherit from it, never from the
 * page's own elements), with the page numbers' digits. On screen the page keeps its own title.
 */
export const ReportPrintHeading = ({ range }: { range: ReportRange }) => {
  const { t } = useTranslation();
  const format = useDisplayFormat();
  const hotelName = useSession().data?.hotel.name ?? '';
  const period = `${t('reports.printTitle')}: ${format.date(range.from)} – ${format.date(range.to)}`;
  const running = [hotelName, period].filter(Boolean).join(' · ');
  // The page numbers in the chosen digits: CSS's own 'myanmar' counter style writes ၁ / ၂.
  const digits = format.locale.digits === 'mymr' ? 'myanmar' : 'decimal';
  useEffect(() => {
    const root = document.documentElement.style;
    root.setProperty('--report-print-heading', cssString(running));
    root.setProperty('--report-print-digits', digits);
    return () => {
      root.removeProperty('--report-print-heading');
      root.removeProperty('--report-print-digits');
    };
  }, [running, digits]);
  return (
    <div className={classes.printOnly}>
      <p className={classes.printHotel}>{hotelName}</p>
      <p className={classes.printPeriod}>{period}</p>
    </div>
  );
};
