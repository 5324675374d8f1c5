import { useState } from 'react';
import { ActionIcon, Group, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatYear } from '@frontdesk/domain';
import { useDisplayLocale } from '../../../i18n/display-locale.ts';

/** Years shown per page of the year picker (SPEC.md section 9). */
export const yearsPerPage = 12;

/** The first year of the page holding `year`: pages run 2017-2028, 2029-2040, ... */
export const yearPageStart = (year: number): number =>
  Math.ceil(year / yearsPerPage) * yearsPerPage - (yearsPerPage - 1);

export interface YearPageProps {
  /** The year shown selected. */
  selectedYear: number | null;
  /** The year whose page opens first. */
  initialYear: number;
  /** Years before this one cannot be chosen. */
  minYear?: number | undefined;
  onSelect: (year: number) => void;
}

/**
 * Twelve years per page, in place of Mantine's ten-year decade view (its size is fixed): the
 * calendar's year level opens this when its header is clicked.
 */
export const YearPage = ({ selectedYear, initialYear, minYear, onSelect }: YearPageProps) => {
  const { t } = useTranslation();
  const display = useDisplayLocale();
  const [start, setStart] = useState(() => yearPageStart(initialYear));
  const years = Array.from({ length: yearsPerPage }, (_, i) => start + i);
  const end = start + yearsPerPage - 1;
  return (
    <div>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('reservations.modal.previousYears')}
          disabled={minYear !== undefined && start <= minYear}
          onClick={() => setStart(start - yearsPerPage)}
        >
          <IconChevronLeft size={16} />
        </ActionIcon>
        <Text size="sm" fw={600}>
          {formatYear(start, display)} – {formatYear(end, display)}
        </Text>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('reservations.modal.nextYears')}
          onClick={() => setStart(start + yearsPerPage)}
        >
          <IconChevronRight size={16} />
        </ActionIcon>
      </Group>
      <SimpleGrid cols={3} spacing={4} verticalSpacing={4}>
        {years.map((year) => {
          const selected = year === selectedYear;
          const disabled = minYear !== undefined && year < minYear;
          return (
            <UnstyledButton
              key={year}
              onClick={() => onSelect(year)}
              disabled={disabled}
              aria-pressed={selected}
              py={8}
              ta="center"
              fz="sm"
              bg={selected ? 'var(--mantine-primary-color-filled)' : undefined}
              c={selected ? 'white' : disabled ? 'dimmed' : undefined}
              style={{ borderRadius: 'var(--mantine-radius-sm)' }}
            >
              {formatYear(year, display)}
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </div>
  );
};
