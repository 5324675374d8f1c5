import { useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { lazyDialog } from '../../../components/dialogs/lazy-dialog.tsx';
import { addPageTexts } from '../../../i18n/page-texts.ts';
import { shiftTexts as en } from '../../../i18n/en/shifts.ts';
import { shiftTexts as my } from '../../../i18n/my/shifts.ts';

// The shift texts come with the Settings screen's chunk, never the dashboard's (page-texts.ts).
addPageTexts({ en, my });

// Fetched when Shift is pointed at, focused or chosen.
const ShiftDialog = lazyDialog(() => import('./shift-dialog.tsx'), 'ShiftDialog');

/** Shift, in the Settings screen's top bar: opens My shift (open, close, print the report). */
export const ShiftButton = () => {
  const { t } = useTranslation();
  // null until first chosen: the dialog's code is fetched only then (or on hover).
  const [opened, setOpened] = useState<boolean | null>(null);
  return (
    <>
      <Button
        size="xs"
        variant="light"
        onClick={() => setOpened(true)}
        onPointerEnter={ShiftDialog.preload}
        onFocus={ShiftDialog.preload}
      >
        {t('shift.button')}
      </Button>
      {opened === null ? null : <ShiftDialog opened={opened} onClose={() => setOpened(false)} />}
    </>
  );
};
