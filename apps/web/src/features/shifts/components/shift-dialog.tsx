import { useState } from 'react';
import { Alert, Button, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClosedShift } from '@frontdesk/domain';
import { addPageTexts } from '../../../i18n/page-texts.ts';
import { shiftTexts as en } from '../../../i18n/en/shifts.ts';
import { shiftTexts as my } from '../../../i18n/my/shifts.ts';
import { useCurrentShift } from '../api/shifts.ts';
import { useShiftReportPrinter } from '../utils/use-shift-report-printer.ts';
import { ShiftFigures } from './shift-figures.tsx';
import { CloseShiftForm, OpenShiftForm } from './shift-forms.tsx';

// Also added by the Shift button; here for a dialog opened from anywhere else.
addPageTexts({ en, my });

export interface ShiftDialogProps {
  opened: boolean;
  onClose?: () => void;
}

/**
 * My shift (issue 20): without an open shift, open one with the float; with one, its figures so
 * far and the close form; once closed, the over or short and Print shift report (58 mm): the
 * report the close kept (ADR 079), marked COPY once it has printed.
 */
export const ShiftDialog = ({ opened, onClose = () => undefined }: ShiftDialogProps) => {
  const { t } = useTranslation();
  const current = useCurrentShift();
  const [closed, setClosed] = useState<ClosedShift | null>(null);
  const printReport = useShiftReportPrinter();
  const [printFailed, setPrintFailed] = useState(false);
  // The first report printed is the original; every one after it is a copy.
  const [printedOnce, setPrintedOnce] = useState(false);
  const done = () => {
    setClosed(null);
    setPrintFailed(false);
    setPrintedOnce(false);
    onClose();
  };
  const print = ({ report }: ClosedShift) => {
    setPrintFailed(false);
    void printReport(() => report, { copy: printedOnce }).then((printed) => {
      setPrintFailed(!printed);
      if (printed) setPrintedOnce(true);
    });
  };

  let body;
  if (closed) {
    body = (
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('shift.closedTitle')}
        </Title>
        <ShiftFigures shift={closed} />
        {printFailed ? (
          <Alert color="red" role="alert">
            {t('shift.printFailed')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={done}>
            {t('shift.done')}
          </Button>
          <Button onClick={() => print(closed)}>{t('shift.print')}</Button>
        </Group>
      </Stack>
    );
  } else if (current.isError) {
    body = (
      <Alert color="red" role="alert">
        <Group justify="space-between">
          <Text size="sm">{t('shift.loadFailed')}</Text>
          <Button size="xs" variant="default" onClick={() => void current.refetch()}>
            {t('shift.retry')}
          </Button>
        </Group>
      </Alert>
    );
  } else if (current.isPending) {
    body = (
      <Group justify="center" py="lg">
        <Loader size="sm" aria-label={t('shift.title')} />
      </Group>
    );
  } else if (current.data.shift === null) {
    body = <OpenShiftForm suggestedFloat={current.data.suggestedFloat} />;
  } else {
    const shift = current.data.shift;
    body = (
      <Stack gap="sm">
        <ShiftFigures shift={shift} />
        <CloseShiftForm key={shift.id} shift={shift} onClosed={setClosed} />
      </Stack>
    );
  }

  return (
    <Modal opened={opened} onClose={done} title={t('shift.title')} centered size="md">
      {body}
    </Modal>
  );
};
