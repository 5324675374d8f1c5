import type { MantineThemeOverride } from '@mantine/core';
import type {
  DateFormatter,
  DateInputProps,
  DatePickerInputProps,
  DateValue,
  DayProps,
  DecadeLevelProps,
  MonthLevelProps,
  MonthProps,
  MonthsListProps,
  YearLevelProps,
  YearsListProps,
} from '@mantine/dates';
import {
  formatDayOfMonth,
  formatDisplayDate,
  formatLongDate,
  formatMonthYear,
  formatYear,
  monthName,
  parseDisplayDate,
  type DisplayLocale,
} from '@frontdesk/domain';

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** yyyy-mm-dd of Mantine's value: a 'yyyy-mm-dd[ hh:mm:ss]' string, or a Date on its local day. */
const isoDateOf = (value: DateValue): string | null => {
  if (value === null) return null;
  if (typeof value === 'string') return value.slice(0, 10);
  return `${value.getFullYear()}-${twoDigits(value.getMonth() + 1)}-${twoDigits(value.getDate())}`;
};

const yearOf = (date: string) => Number(date.slice(0, 4));

/**
 * A component's theme defaults, as Mantine's `Component.extend` (an identity function) would
 * return them, but without importing the component: the theme is set on every signed-in screen,
 * and importing DatePickerInput for its `extend` alone put its modal and calendar into the
 * dashboard's first download (ADR 046).
 */
const themed = <Props>(defaultProps: Partial<Props>) => ({ defaultProps });

/**
 * Every date field and calendar of the app in the chosen language and digits, set once as the
 * theme's defaults of Mantine's date components (so a new DateInput needs nothing of its own):
 * the field shows dd/mm/yyyy ('၂၃/၁၁/၂၀၂၆'), a typed date is read in either digits, and the
 * calendar's day numbers, month and year headers and month grid follow the choice. The weekday
 * row is dayjs's (DatesProvider's locale, app/providers.tsx); it holds no digits.
 */
export const datesTheme = (display: DisplayLocale): MantineThemeOverride => {
  const date = (value: DateValue) => {
    const iso = isoDateOf(value);
    return iso ? formatDisplayDate(iso, display) : '';
  };
  // As Mantine's own formatter joins a range or a list, with our dates.
  const valueFormatter: DateFormatter = ({ type, date: value, labelSeparator }) => {
    if (type === 'multiple' && Array.isArray(value)) return value.map(date).join(', ');
    if (type === 'range' && Array.isArray(value)) {
      const [start = null, end = null] = value;
      if (start && end) return `${date(start)} ${labelSeparator} ${date(end)}`;
      return start ? `${date(start)} ${labelSeparator} ` : '';
    }
    return Array.isArray(value) ? '' : date(value);
  };
  return {
    components: {
      DateInput: themed<DateInputProps>({
        valueFormat: (value) => date(value),
        dateParser: parseDisplayDate,
      }),
      DatePickerInput: themed<DatePickerInputProps>({ valueFormatter }),
      Day: themed<DayProps>({ renderDay: (day) => formatDayOfMonth(day, display) }),
      Month: themed<MonthProps>({ getDayAriaLabel: (day) => formatLongDate(day, display) }),
      MonthLevel: themed<MonthLevelProps>({
        monthLabelFormat: (month) => formatMonthYear(month, display),
      }),
      YearLevel: themed<YearLevelProps>({
        yearLabelFormat: (year) => formatYear(yearOf(year), display),
      }),
      DecadeLevel: themed<DecadeLevelProps>({
        decadeLabelFormat: (start, end) =>
          `${formatYear(yearOf(start), display)} – ${formatYear(yearOf(end), display)}`,
      }),
      MonthsList: themed<MonthsListProps>({
        monthsListFormat: (month) => monthName(Number(month.slice(5, 7)), display, 'short'),
      }),
      YearsList: themed<YearsListProps>({
        yearsListFormat: (year) => formatYear(yearOf(year), display),
      }),
    },
  };
};
