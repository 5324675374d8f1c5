import { useState } from 'react';
import { Popover } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import type { IsoDate } from '@frontdesk/domain';
import classes from './date-panel-header.module.css';

export interface PanelDateCalendarProps {
  opened: boolean;
  /** The panel's date: marked, and the month shown when it changes. */
  date: IsoDate;
  onPick: (day: IsoDate) => void;
}

/**
 * The month calendar under a date panel's field (a chunk of its own, ADR 052), as Mantine's
 * DateInput opens it: in the chosen language and digits (DateFieldsProvider's theme and settings),
 * its buttons never taking the focus from the field, a press on it never blurring the field.
 */
export const PanelDateCalendar = ({ opened, date, onPick }: PanelDateCalendarProps) => {
  // The month on show: the date's, until the desk pages to another.
  const [month, setMonth] = useState<string>(date);
  const [shownDate, setShownDate] = useState(date);
  if (date !== shownDate) {
    setShownDate(date);
    setMonth(date);
  }
  return (
    <Popover opened={opened} trapFocus={false} position="bottom-start" withRoles={false}>
      <Popover.Target>
        {/* Covers the field, which this chunk cannot wrap: the calendar opens under it. */}
        <span className={classes.anchor} aria-hidden />
      </Popover.Target>
      <Popover.Dropdown onMouseDown={(event) => event.preventDefault()} data-dates-dropdown>
        <DatePicker
          __staticSelector="DateInput"
          __preventFocus
          size="xs"
          value={date}
          onChange={(day) => {
            if (day) onPick(day);
          }}
          date={month}
          onDateChange={setMonth}
        />
      </Popover.Dropdown>
    </Popover>
  );
};
