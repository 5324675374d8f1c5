import { useState, type ReactNode } from 'react';
import { Button, Group, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { defaultTimeZone, type IsoDate } from '@frontdesk/domain';
import { hotelToday, parseDisplayDate } from '../lib/dates.ts';
import classes from './date-panel-header.module.css';

export interface DatePanelHeaderProps {
  /** Shown before the label, e.g. <IconCalendar size={20} />. */
  icon: ReactNode;
  /** The panel's name, e.g. 'Reservations'; also names the date input for screen readers. */
  label: string;
  /** The chosen date, yyyy-mm-dd. */
  date: IsoDate;
  onDateChange: (date: IsoDate) => void;
  /** Opens the panel's create dialog; the Add button is hidden without it. */
  onAdd?: () => void;
  /** An optional extra button between the date and Today (e.g. the Online/Cash toggle). */
  extra?: ReactNode;
  /** The hotel's time zone, for what Today means. */
  timeZone?: string;
}

/**
 * The header of a date-scoped dashboard panel (SPEC.md section 2): icon, label, a dd/MM/yyyy date
 * input, an optional extra button, Today and Add.
 */
export const DatePanelHeader = ({
  icon,
  label,
  date,
  onDateChange,
  onAdd,
  extra,
  timeZone = defaultTimeZone,
}: DatePanelHeaderProps) => {
  const { t } = useTranslation();
  const [invalid, setInvalid] = useState(false);
  // Remounting the input drops rejected typing when a date is chosen another way (Today).
  const [inputKey, setInputKey] = useState(0);

  const goToToday = () => {
    setInvalid(false);
    setInputKey((key) => key + 1);
    onDateChange(hotelToday(timeZone));
  };

  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Group gap={6} wrap="nowrap">
        {icon}
        <Title order={3} size="h5">
          {label}
        </Title>
      </Group>
      <Group gap={6} wrap="wrap" justify="flex-end">
        <DateInput
          key={inputKey}
          aria-label={t('datePanel.dateLabel', { label })}
          placeholder={t('datePanel.datePlaceholder')}
          value={date}
          fixOnBlur={false}
          size="xs"
          w={118}
          // The message floats above the input (see the CSS), read out as it appears and
          // describing the input (Mantine's aria-describedby) while it is there.
          error={invalid ? t('datePanel.dateInvalid') : undefined}
          errorProps={{ role: 'alert' }}
          classNames={{ root: classes.root, wrapper: classes.wrapper, error: classes.error }}
          onChange={(value) => {
            if (value) {
              setInvalid(false);
              onDateChange(value.slice(0, 10));
            }
          }}
          // The typed text, before Mantine decides whether it is a date.
          onInput={(event) => {
            const text = event.currentTarget.value;
            setInvalid(parseDisplayDate(text) === null);
          }}
        />
        {extra}
        <Button size="xs" variant="default" onClick={goToToday}>
          {t('datePanel.today')}
        </Button>
        {onAdd ? (
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={onAdd}>
            {t('datePanel.add')}
          </Button>
        ) : null}
      </Group>
    </Group>
  );
};
