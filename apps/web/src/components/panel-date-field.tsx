import { useId, useState, type ComponentType, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate, type IsoDate } from '@frontdesk/domain';
import { useDisplayLocale } from '../i18n/display-locale.ts';
import { parseDisplayDate } from '../lib/dates.ts';
import type { PanelDateCalendarProps } from './panel-date-calendar.tsx';
import classes from './date-panel-header.module.css';

type Calendar = ComponentType<PanelDateCalendarProps>;

// The calendar (@mantine/dates, Popover, floating-ui: ~30 KB gzip) is fetched when the field is
// first pointed at or focused, not with the dashboard (ADR 052).
let loadedCalendar: Calendar | undefined;
let loadingCalendar: Promise<Calendar> | undefined;
const loadCalendar = () => {
  loadingCalendar ??= import('./panel-date-calendar.tsx').then(
    (module) => (loadedCalendar = module.PanelDateCalendar),
    (failure: unknown) => {
      // Offline: the next pointing or focus tries again; typing works meanwhile.
      loadingCalendar = undefined;
      throw failure;
    },
  );
  return loadingCalendar;
};

export interface PanelDateFieldProps {
  /** Names the field for screen readers: 'Reservations date'. */
  label: string;
  /** The panel's date, yyyy-mm-dd. */
  date: IsoDate;
  onDateChange: (date: IsoDate) => void;
}

/**
 * A date panel's date: a text field showing dd/mm/yyyy in the chosen digits at once, reading a
 * typed date in either digits, with the month calendar under it once its code is here. Looks as
 * Mantine's DateInput at size xs; 'Date input not valid.' floats above it (the CSS).
 */
export const PanelDateField = ({ label, date, onDateChange }: PanelDateFieldProps) => {
  const { t } = useTranslation();
  const display = useDisplayLocale();
  const shown = formatDisplayDate(date, display);
  // What is in the box: the panel's date as shown, or what the desk typed, kept as typed.
  const [text, setText] = useState(shown);
  const [seen, setSeen] = useState({ date, shown });
  if (shown !== seen.shown) {
    setSeen({ date, shown });
    // A date chosen elsewhere (the shared revenue date) or a change of digits is shown; the
    // date just typed here keeps its text.
    const typedHere = date !== seen.date && parseDisplayDate(text) === date;
    if (!typedHere) setText(shown);
  }
  const invalid = parseDisplayDate(text) === null;

  // Open while the field has the focus and the desk has not closed it (Escape, a picked day).
  const [open, setOpen] = useState(false);
  const [PanelCalendar, setPanelCalendar] = useState<Calendar | undefined>(() => loadedCalendar);
  const fetchCalendar = () => {
    if (PanelCalendar) return;
    loadCalendar().then(
      (loaded) => setPanelCalendar(() => loaded),
      () => undefined,
    );
  };
  const id = useId();
  const errorId = `${id}-error`;
  // Mantine's TextInput at size xs, as plain elements with its classes (its look comes from the
  // Input stylesheet): none of Mantine's input code on the dashboard's first load (ADR 054).
  return (
    <div
      style={{ width: 'calc(7.375rem * var(--mantine-scale))' }}
      className={`${classes.root} m_46b77525 mantine-InputWrapper-root mantine-TextInput-root`}
      data-size="xs"
      data-error={invalid || undefined}
    >
      <div
        style={
          {
            '--input-height': 'var(--input-height-xs)',
            '--input-fz': 'var(--mantine-font-size-xs)',
          } as CSSProperties
        }
        className={`${classes.wrapper} m_6c018570 mantine-Input-wrapper mantine-TextInput-wrapper`}
        data-variant="default"
        data-size="xs"
        data-error={invalid || undefined}
      >
        <input
          className="m_8fb7ebe7 mantine-Input-input mantine-TextInput-input"
          data-variant="default"
          data-error={invalid || undefined}
          id={id}
          aria-label={t('datePanel.dateLabel', { label })}
          placeholder={t('datePanel.datePlaceholder')}
          autoComplete="off"
          // The message floats above the input (see the CSS), read out as it appears and
          // describing the input while it is there.
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          value={text}
          onPointerEnter={fetchCalendar}
          onFocus={() => {
            fetchCalendar();
            setOpen(true);
          }}
          onClick={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
          }}
          onChange={(event) => {
            const typed = event.currentTarget.value;
            setText(typed);
            setOpen(true);
            const typedDate = parseDisplayDate(typed);
            if (typedDate !== null && typedDate !== date) onDateChange(typedDate);
          }}
        />
      </div>
      {PanelCalendar ? (
        <PanelCalendar
          opened={open}
          date={date}
          onPick={(day) => {
            setOpen(false);
            setText(formatDisplayDate(day, display));
            if (day !== date) onDateChange(day);
          }}
        />
      ) : null}
      {invalid ? (
        <p
          style={
            {
              '--input-error-size':
                'calc(var(--mantine-font-size-xs) - calc(0.125rem * var(--mantine-scale)))',
            } as CSSProperties
          }
          className={`${classes.error} m_8f816625 mantine-InputWrapper-error mantine-TextInput-error`}
          data-size="xs"
          role="alert"
          id={errorId}
        >
          {t('datePanel.dateInvalid')}
        </p>
      ) : null}
    </div>
  );
};
