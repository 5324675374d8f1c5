import { Autocomplete, Fieldset, Stack, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { commonVisaTypes } from '@frontdesk/domain';
import { registerTexts as en } from '../../../../i18n/en/register.ts';
import { registerTexts as my } from '../../../../i18n/my/register.ts';
import { addPageTexts } from '../../../../i18n/page-texts.ts';
import type { CheckInForm } from '../../hooks/use-check-in-form.ts';

// The guest register's texts come with the check-in dialog's chunk (page-texts.ts).
addPageTexts({ en, my });

/**
 * A foreign guest's papers for the guest register (ADR 043): passport number, nationality, visa
 * type and expiry, each required once Foreigner is ticked (the domain's check-in form schema).
 * The passport number fills National ID while nobody has typed one (useCheckInForm).
 */
export const ForeignerFields = ({ form }: { form: CheckInForm }) => {
  const { t } = useTranslation();
  const { draft, errors, change } = form;
  return (
    <Fieldset legend={t('foreignerPapers.title')} variant="filled" p="xs">
      <Stack gap="xs">
        <TextInput
          label={t('foreignerPapers.passportNumber')}
          description={t('foreignerPapers.passportFillsNationalId')}
          withAsterisk
          value={draft.passportNumber}
          error={errors.passportNumber}
          onChange={(event) => change('passportNumber', event.currentTarget.value)}
        />
        <TextInput
          label={t('foreignerPapers.nationality')}
          withAsterisk
          value={draft.nationality}
          error={errors.nationality}
          onChange={(event) => change('nationality', event.currentTarget.value)}
        />
        <Autocomplete
          label={t('foreignerPapers.visaType')}
          withAsterisk
          data={[...commonVisaTypes]}
          value={draft.visaType}
          error={errors.visaType}
          onChange={(value) => change('visaType', value)}
        />
        <DateInput
          label={t('foreignerPapers.visaExpiry')}
          withAsterisk
          clearable
          value={draft.visaExpiry}
          placeholder={t('datePanel.datePlaceholder')}
          error={errors.visaExpiry}
          onChange={(value) => change('visaExpiry', value ? value.slice(0, 10) : null)}
        />
      </Stack>
    </Fieldset>
  );
};
