import {
  Button,
  Group,
  Modal,
  PasswordInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addStaffRequestSchema,
  minimumPasswordLength,
  passwordTextProblem,
  updateStaffRequestSchema,
  type Role,
  type StaffMember,
  type StaffPasswordAnswer,
} from '@frontdesk/domain';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
import { useSchemaForm } from '../../../components/forms/use-schema-form.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { fieldErrorsOf } from '../../../lib/field-errors.ts';
import { useOnePress } from '../../../lib/use-one-press.ts';
import { useAddStaff, useUpdateStaff } from '../api/staff.ts';

export interface StaffMemberDialogProps {
  /** The member to edit; undefined adds a new one. */
  member: StaffMember | undefined;
  /** The member is the signed-in owner: giving up the admin role is asked about first. */
  isSelf?: boolean;
  opened: boolean;
  onClose: () => void;
  /** After an add: the answer, with the generated password when there was one. */
  onAdded: (answer: StaffPasswordAnswer) => void;
  onFailed: (message: string) => void;
}

const fields = ['name', 'username', 'email', 'role', 'password'];

/**
 * Add a staff member (name, username, optional e-mail, role, optional first password) or edit one
 * (name, e-mail, role). Opened afresh each time (its key), so a form never shows the last one's.
 */
export const StaffMemberDialog = ({
  member,
  isSelf = false,
  opened,
  onClose,
  onAdded,
  onFailed,
}: StaffMemberDialogProps) => {
  const { t } = useTranslation();
  const adding = member === undefined;
  const form = useSchemaForm({
    schema: adding ? addStaffRequestSchema : updateStaffRequestSchema,
    initialValues: {
      name: member?.name ?? '',
      username: member?.username ?? '',
      email: member?.email ?? '',
      role: (member?.role ?? 'reception') as Role,
      password: '',
    },
    // A first password the owner types meets the rules a form can check (empty makes one up).
    extra: (values) => {
      const problem = adding && values.password ? passwordTextProblem(values.password) : undefined;
      return problem ? { password: problem } : {};
    },
  });
  const add = useAddStaff();
  const update = useUpdateStaff();
  // Busy from the press itself (ADR 070).
  const { pressed, press } = useOnePress(opened);

  const refused = (failure: unknown) => {
    const found = fieldErrorsOf(failure, fields);
    // 409: the username is taken in this hotel.
    if (failure instanceof ApiError && failure.status === 409) {
      form.setFieldError('username', errorMessage(failure, t('staff.saveFailed')));
    } else if (Object.keys(found).length > 0) form.setErrors(found);
    else onFailed(errorMessage(failure, t('staff.saveFailed')));
  };

  // The owner's own role, about to be given up: the change waits for their Continue.
  const [askingOwnRole, setAskingOwnRole] = useState(false);
  const sendUpdate = (values: typeof form.values) => {
    if (!member) return Promise.resolve();
    const { name, email, role } = values;
    return update.mutateAsync({ id: member.id, name, email, role }).then(onClose, refused);
  };

  const save = form.submitted((_parsed, values) => {
    if (adding) {
      press(() => add.mutateAsync(values).then(onAdded, refused));
    } else if (isSelf && member.role === 'admin' && values.role !== 'admin') {
      setAskingOwnRole(true);
    } else {
      press(() => sendUpdate(values));
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={adding ? t('staff.addTitle') : t('staff.editTitle', { name: member.name })}
      centered
    >
      <form noValidate onSubmit={save}>
        <Stack gap="sm">
          <TextInput label={t('staff.name')} {...form.getInputProps('name')} data-autofocus />
          <TextInput
            label={t('staff.username')}
            disabled={!adding}
            autoComplete="off"
            {...form.getInputProps('username')}
          />
          <TextInput label={t('staff.email')} type="email" {...form.getInputProps('email')} />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('staff.role')}
            </Text>
            <SegmentedControl
              aria-label={t('staff.role')}
              data={[
                { value: 'reception', label: t('staff.roles.reception') },
                { value: 'admin', label: t('staff.roles.admin') },
              ]}
              {...form.getInputProps('role')}
            />
          </Stack>
          {adding ? (
            <PasswordInput
              label={t('staff.firstPassword')}
              description={t('staff.firstPasswordHint', { count: minimumPasswordLength })}
              autoComplete="new-password"
              {...form.getInputProps('password')}
            />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('dialogs.cancel')}
            </Button>
            <Button type="submit" loading={pressed}>
              {adding ? t('staff.add') : t('staff.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        opened={askingOwnRole}
        message={t('staff.ownRoleQuestion')}
        confirmLabel={t('staff.ownRoleConfirm')}
        confirmColor="red"
        onConfirm={() => sendUpdate(form.getValues()).finally(() => setAskingOwnRole(false))}
        onCancel={() => setAskingOwnRole(false)}
      />
    </Modal>
  );
};
