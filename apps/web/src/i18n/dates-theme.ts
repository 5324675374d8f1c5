import type { MantineThemeOverride } from '@mantine/core';
import {
  DateInput,
  DatePickerInput,
  Day,
  DecadeLevel,
  Month,
  MonthLevel,
  MonthsList,
  YearLevel,
  YearsList,
  type DateFormatter,
  type DateValue,
} from '@mantine/dates';
import dayjs from 'dayjs';
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

const isoDateOf = (value: DateValue): string | null =>
  value === null ? null : dayjs(value).format('YYYY-MM-DD');

const yearOf = (date: string) => Number(date.slice(0, 4));

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
      DateInput: DateInput.extend({
        defaultProps: { valueFormat: (value) => date(value), dateParser: parseDisplayDate },
      }),
      DatePickerInput: DatePickerInput.extend({ defaultProps: { valueFormatter } }),
      Day: Day.extend({ defaultProps: { renderDay: (day) => formatDayOfMonth(day, display) } }),
      Month: Month.extend({
        defaultProps: { getDayAriaLabel: (day) => formatLongDate(day, display) },
      }),
      MonthLevel: MonthLevel.extend({
        defaultProps: { monthLabelFormat: (month) => formatMonthYear(month, display) },
      }),
      YearLevel: YearLevel.extend({
        defaultProps: { yearLabelFormat: (year) => formatYear(yearOf(year), display) },
      }),
      DecadeLevel: DecadeLevel.extend({
        defaultProps: {
          decadeLabelFormat: (start, end) =>
            `${formatYear(yearOf(start), display)} – ${formatYear(yearOf(end), display)}`,
        },
      }),
      MonthsList: MonthsList.extend({
        defaultProps: {
          monthsListFormat: (month) => monthName(Number(month.slice(5, 7)), display, 'short'),
        },
      }),
      YearsList: YearsList.extend({
        defaultProps: { yearsListFormat: (year) => formatYear(yearOf(year), display) },
      }),
    },
  };
};
