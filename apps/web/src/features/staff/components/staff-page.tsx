import { useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Loader,
  Menu,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconDots, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StaffMember } from '@frontdesk/domain';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
import { NoticeDialog } from '../../../components/dialogs/notice-dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSetStaffActive, useStaffList } from '../api/staff.ts';
import { StaffMemberDialog } from './staff-member-dialog.tsx';
import {
  PasswordShownDialog,
  ResetPasswordDialog,
  type ShownPassword,
} from './staff-password-dialogs.tsx';
import { StaffPermissionsSection } from './staff-permissions.tsx';
import { WhenAnswered } from '../../../components/when-answered.tsx';
import { useStaffPermissions } from '../../../lib/staff-permissions.ts';
import { activityLink } from '../../../lib/activity-link.ts';
import { useHotelTimeZone, useSession } from '../../../lib/session.ts';
import { useHotelToday } from '../../../lib/use-hotel-today.ts';
import { addPageTexts } from '../../../i18n/page-texts.ts';
import { staffPageTexts as en } from '../../../i18n/en/staff.ts';
import { staffPageTexts as my } from '../../../i18n/my/staff.ts';
import { PhoneCards } from '../../../components/phone-cards.tsx';

addPageTexts({ en, my });

/**
 * /admin/staff: the hotel's staff accounts (ADR 035). The owner adds, edits, resets a password,
 * deactivates (after a question) and reactivates; the switches for receptionists sit below. Their
 * own role given up, or their own account deactivated, is asked about in those words first.
 */
export const StaffPage = () => {
  const { t } = useTranslation();
  const staff = useStaffList();
  const permissions = useStaffPermissions();
  const setActive = useSetStaffActive();
  const today = useHotelToday(useHotelTimeZone());
  // The owner's own row: giving up their role or their account is asked about in those words.
  const selfId = useSession().data?.user.id;
  const isSelf = (member: StaffMember | null | undefined) =>
    member != null && selfId !== undefined && member.id === selfId;
  // undefined: closed; null: adding; a member: editing.
  const [editing, setEditing] = useState<StaffMember | null | undefined>(undefined);
  const [resetting, setResetting] = useState<StaffMember | null>(null);
  const [deactivating, setDeactivating] = useState<StaffMember | null>(null);
  const [shown, setShown] = useState<ShownPassword | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  // Deactivate's answer keeps its button disabled until it comes (ADR 070).
  // The question's key: a retry of one deactivation answers the first result.
  const changeActive = (member: StaffMember, active: boolean, idempotencyKey?: string) =>
    setActive
      .mutateAsync({ id: member.id, active, idempotencyKey })
      .then(undefined, (error: unknown) => setFailure(errorMessage(error, t('staff.saveFailed'))))
      .finally(() => setDeactivating(null));

  return (
    // The list and the switches below it come together: nothing moves as they answer.
    <WhenAnswered reads={[staff, permissions]}>
      <Stack gap="md">
        <Paper withBorder radius="md" p="md">
          <Group justify="space-between" mb="sm">
            <Group gap={6}>
              <IconUsers size={20} aria-hidden />
              <Title order={2} size="h4">
                {t('staff.title')}
              </Title>
            </Group>
            <Button
              size="xs"
              leftSection={<IconUserPlus size={16} />}
              onClick={() => setEditing(null)}
            >
              {t('staff.add')}
            </Button>
          </Group>
          {staff.isPending ? (
            <Loader size="sm" aria-label={t('common.loading')} />
          ) : staff.isError ? (
            <Text c="red" size="sm" role="alert">
              {t('staff.loadFailed')}
            </Text>
          ) : staff.data.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('staff.empty')}
            </Text>
          ) : (
            <PhoneCards minWidth={640}>
              <Table striped highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('staff.name')}</Table.Th>
                    <Table.Th>{t('staff.username')}</Table.Th>
                    <Table.Th>{t('staff.email')}</Table.Th>
                    <Table.Th>{t('staff.role')}</Table.Th>
                    <Table.Th>{t('staff.status')}</Table.Th>
                    <Table.Th ta="right">{t('staff.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {staff.data.map((member) => (
                    <Table.Tr key={member.id} data-testid="staff-row">
                      <Table.Td>{member.name}</Table.Td>
                      <Table.Td>{member.username}</Table.Td>
                      <Table.Td>{member.email ?? '—'}</Table.Td>
                      <Table.Td>{t(`staff.roles.${member.role}`)}</Table.Td>
                      <Table.Td>
                        {!member.active ? (
                          <Badge color="gray">{t('staff.inactive')}</Badge>
                        ) : member.mustChangePassword ? (
                          <Badge color="yellow">{t('staff.mustChange')}</Badge>
                        ) : (
                          <Badge color="green">{t('staff.active')}</Badge>
                        )}
                      </Table.Td>
                      <Table.Td ta="right">
                        <Menu position="bottom-end" withinPortal>
                          <Menu.Target>
                            <ActionIcon
                              variant="light"
                              aria-label={t('staff.actionsFor', { name: member.name })}
                            >
                              <IconDots size={16} />
                            </ActionIcon>
                          </Menu.Target>
                          <Menu.Dropdown>
                            <Menu.Item onClick={() => setEditing(member)}>
                              {t('staff.edit')}
                            </Menu.Item>
                            <Menu.Item onClick={() => setResetting(member)}>
                              {t('staff.resetPassword')}
                            </Menu.Item>
                            <Menu.Item
                              component={Link}
                              to={activityLink({ userId: member.id, from: today, to: today })}
                            >
                              {t('staff.activityToday')}
                            </Menu.Item>
                            {member.active ? (
                              <Menu.Item color="red" onClick={() => setDeactivating(member)}>
                                {t('staff.deactivate')}
                              </Menu.Item>
                            ) : (
                              <Menu.Item onClick={() => void changeActive(member, true)}>
                                {t('staff.reactivate')}
                              </Menu.Item>
                            )}
                          </Menu.Dropdown>
                        </Menu>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </PhoneCards>
          )}
        </Paper>
        <StaffPermissionsSection onFailed={setFailure} />
        {/* Mounted per opening: the form starts from the member chosen, never the last one's. */}
        {editing !== undefined ? (
          <StaffMemberDialog
            member={editing ?? undefined}
            isSelf={isSelf(editing)}
            opened
            onClose={() => setEditing(undefined)}
            onAdded={(answer) => {
              setEditing(undefined);
              setShown({
                name: answer.user.name,
                username: answer.user.username,
                password: answer.generatedPassword,
              });
            }}
            onFailed={setFailure}
          />
        ) : null}
        <ResetPasswordDialog
          member={resetting}
          onClose={() => setResetting(null)}
          onReset={(result) => {
            setResetting(null);
            setShown(result);
          }}
          onFailed={setFailure}
        />
        <PasswordShownDialog shown={shown} onClose={() => setShown(null)} />
        <ConfirmDialog
          opened={deactivating !== null}
          message={
            isSelf(deactivating)
              ? t('staff.ownDeactivateQuestion')
              : t('staff.deactivateQuestion', { name: deactivating?.name ?? '' })
          }
          confirmLabel={
            isSelf(deactivating) ? t('staff.ownDeactivateConfirm') : t('staff.deactivate')
          }
          confirmColor="red"
          loading={setActive.isPending}
          onConfirm={(key) => deactivating && changeActive(deactivating, false, key)}
          onCancel={() => setDeactivating(null)}
        />
        <NoticeDialog
          opened={failure !== null}
          kind="error"
          message={failure ?? ''}
          onClose={() => setFailure(null)}
        />
      </Stack>
    </WhenAnswered>
  );
};
