import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { ActionIcon, Box, Group, Popover, TextInput } from '@mantine/core';
import { DatePicker, type CalendarLevel } from '@mantine/dates';
import { useWindowEvent } from '@mantine/hooks';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { parseDisplayDate, type IsoDate } from '@frontdesk/domain';
import { useDisplayFormat } from '../../../i18n/format.ts';
import { YearPage } from './year-page.tsx';

/**
 * Told when a calendar opens (+1) or closes (-1). A modal holding date fields turns its own
 * Escape off while one is open: Mantine's modal listens on the window, before the calendar can.
 */
export const CalendarOpenContext = createContext<(change: 1 | -1) => void>(() => {});

export interface DateFieldProps {
  label: string;
  value: IsoDate | null;
  onChange: (date: IsoDate | null) => void;
  /** The first day the calendar offers (typed dates are left to the form's schema). */
  minDate?: IsoDate | undefined;
  /** Where the calendar opens when there is no value yet. */
  initialMonth: IsoDate;
  /** The form's message for this field. */
  error?: string | undefined;
  description?: string | undefined;
  readOnly?: boolean;
  /** Marks the label as required (the form's schema says so). */
  withAsterisk?: boolean;
  /** Shown beside the input, under the same label (e.g. the time). */
  aside?: ReactNode;
}

/**
 * A date typed as dd/MM/yyyy or picked from a calendar whose year view shows twelve years per
 * page (SPEC.md section 9). Typing that is not a date says 'Date input not valid.'; clearing the
 * text clears the date.
 */
export const DateField = ({
  label,
  value,
  onChange,
  minDate,
  initialMonth,
  error,
  description,
  readOnly = false,
  withAsterisk = false,
  aside,
}: DateFieldProps) => {
  const { t } = useTranslation();
  const format = useDisplayFormat();
  // What the user is typing; null shows the value itself.
  const [typed, setTyped] = useState<string | null>(null);
  const [opened, setOpened] = useState(false);
  const [level, setLevel] = useState<CalendarLevel>('month');
  const [shownMonth, setShownMonth] = useState<IsoDate>(value ?? initialMonth);

  const reportOpen = useContext(CalendarOpenContext);
  useEffect(() => {
    if (!opened) return undefined;
    reportOpen(1);
    return () => reportOpen(-1);
  }, [opened, reportOpen]);
  // Escape closes the calendar wherever the focus is (a clicked control may have unmounted).
  useWindowEvent('keydown', (event) => {
    if (opened && event.key === 'Escape') setOpened(false);
  });

  // Shown in the chosen digits; typed in either (parseDisplayDate reads both).
  const text = typed ?? (value ? format.date(value) : '');
  const invalid = typed !== null && typed.trim() !== '' && parseDisplayDate(typed) === null;

  const type = (input: string) => {
    setTyped(input);
    if (input.trim() === '') onChange(null);
    else {
      const date = parseDisplayDate(input);
      if (date) onChange(date);
    }
  };

  const toggleCalendar = () => {
    if (!opened) {
      setShownMonth(value ?? initialMonth);
      setLevel('month');
    }
    setOpened(!opened);
  };

  const pick = (date: IsoDate) => {
    setTyped(null);
    onChange(date);
    setOpened(false);
  };

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      shadow="md"
      trapFocus
      returnFocus
      disabled={readOnly}
    >
      <Popover.Target>
        <TextInput
          label={label}
          withAsterisk={withAsterisk}
          description={description}
          // A note under the input keeps the two ends of the stay aligned.
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          placeholder={t('datePanel.datePlaceholder')}
          value={text}
          readOnly={readOnly}
          autoComplete="off"
          inputContainer={(input) => (
            <Group gap={6} wrap="nowrap" align="flex-start">
              <Box flex={1} miw={0}>
                {input}
              </Box>
              {aside}
            </Group>
          )}
          error={invalid ? t('datePanel.dateInvalid') : error}
          onChange={(event) => type(event.currentTarget.value)}
          onBlur={() => {
            if (!invalid) setTyped(null);
          }}
          rightSection={
            readOnly ? null : (
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`${t('reservations.modal.openCalendar')}: ${label}`}
                onClick={toggleCalendar}
              >
                <IconCalendar size={16} />
              </ActionIcon>
            )
          }
        />
      </Popover.Target>
      <Popover.Dropdown>
        {level === 'decade' ? (
          <YearPage
            selectedYear={value ? Number(value.slice(0, 4)) : null}
            initialYear={Number(shownMonth.slice(0, 4))}
            minYear={minDate ? Number(minDate.slice(0, 4)) : undefined}
            onSelect={(year) => {
              setShownMonth(`${year}${shownMonth.slice(4, 8)}01`);
              setLevel('year');
            }}
          />
        ) : (
          <DatePicker
            value={value}
            onChange={(date) => {
              if (date) pick(date.slice(0, 10));
            }}
            date={shownMonth}
            onDateChange={(date) => setShownMonth(date.slice(0, 10))}
            level={level}
            onLevelChange={setLevel}
            minDate={minDate}
          />
        )}
      </Popover.Dropdown>
    </Popover>
  );
};
