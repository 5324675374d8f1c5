import { useMemo, type ReactNode } from 'react';
import { MantineThemeProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { displayLocaleTag } from '@frontdesk/domain';
import { useDisplayLocale } from './display-locale.ts';
import { datesTheme } from './dates-theme.ts';

/**
 * Date fields and calendars in the chosen language and digits (dates-theme.ts), for the signed-in
 * screens only: the picker and the sign-in pages have no date field, so their first download
 * carries none of @mantine/dates (ADR 023). The pickers' locale is the choice's tag,
 * 'my-MM-u-nu-mymr': dayjs reads its language (weekday names), and a change of digits alone is a
 * change of locale, so a shown date is written anew.
 */
export const DateFieldsProvider = ({ children }: { children: ReactNode }) => {
  const display = useDisplayLocale();
  const theme = useMemo(() => datesTheme(display), [display]);
  const settings = useMemo(
    () => ({
      locale: displayLocaleTag(display),
      firstDayOfWeek: 1 as const,
      consistentWeeks: true,
    }),
    [display],
  );
  return (
    <MantineThemeProvider theme={theme}>
      <DatesProvider settings={settings}>{children}</DatesProvider>
    </MantineThemeProvider>
  );
};
