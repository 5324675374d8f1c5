import { useState, type ReactNode } from 'react';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { defaultTimeZone, type IsoDate } from '@frontdesk/domain';
import { hotelToday } from '../lib/dates.ts';
import { PanelDateField } from './panel-date-field.tsx';
import { groupProps } from './plain/boxes.ts';
import { DeskButton } from './plain/desk-button.tsx';
import { PlainTitle } from './plain/layout.tsx';

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
 * field (panel-date-field.tsx), an optional extra button, Today and Add.
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
  // Remounting the field drops rejected typing even when Today is the date already shown.
  const [fieldKey, setFieldKey] = useState(0);

  const goToToday = () => {
    setFieldKey((key) => key + 1);
    onDateChange(hotelToday(timeZone));
  };

  return (
    <div {...groupProps({ justify: 'space-between', gap: 'xs' })}>
      <div {...groupProps({ gap: 6, wrap: 'nowrap' })}>
        {icon}
        <PlainTitle order={3} size="h5">
          {label}
        </PlainTitle>
      </div>
      <div {...groupProps({ gap: 6, justify: 'flex-end' })}>
        <PanelDateField key={fieldKey} label={label} date={date} onDateChange={onDateChange} />
        {extra}
        <DeskButton size="xs" variant="default" onClick={goToToday}>
          {t('datePanel.today')}
        </DeskButton>
        {onAdd ? (
          <DeskButton size="xs" leftSection={<IconPlus size={14} />} onClick={onAdd}>
            {t('datePanel.add')}
          </DeskButton>
        ) : null}
      </div>
    </div>
  );
};
