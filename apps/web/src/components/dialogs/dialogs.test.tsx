import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { MessageDialog } from './message-dialog.tsx';
import { ErrorDialog, SuccessDialog } from './notice-dialog.tsx';
import { OptionDialog } from './option-dialog.tsx';

describe('dialogs', () => {
  it('titles notices Error and Success and closes them with OK', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(
      <>
        <ErrorDialog opened message="Failed to add payment" onClose={onClose} />
        <SuccessDialog opened message="Payment added successfully" onClose={onClose} />
      </>,
    );
    expect(screen.getByRole('dialog', { name: 'Error' }).textContent).toContain(
      'Failed to add payment',
    );
    const success = screen.getByRole('dialog', { name: 'Success' });
    expect(success.textContent).toContain('Payment added successfully');
    await user.click(screen.getAllByRole('button', { name: 'OK' })[0]!);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks with the given confirm and cancel labels', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithProviders(
      <ConfirmDialog
        opened
        message="Are you sure you want to delete the reservation for Mya?"
        confirmLabel="Delete"
        confirmColor="red"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    expect(
      screen.getByText('Are you sure you want to delete the reservation for Mya?'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('shows a message with OK', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(
      <MessageDialog opened title="Receipt" message="Printed." onClose={onClose} />,
    );
    expect(screen.getByRole('dialog', { name: 'Receipt' }).textContent).toContain('Printed.');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('closes, then runs the chosen option', async () => {
    const user = userEvent.setup();
    const calls: string[] = [];
    renderWithProviders(
      <OptionDialog
        opened
        title="Mya Mya"
        options={[
          { label: 'Check-in', onSelect: () => calls.push('check-in') },
          { label: 'Details', onSelect: () => calls.push('details') },
          { label: 'Delete', color: 'red', onSelect: () => calls.push('delete') },
        ]}
        onClose={() => calls.push('close')}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Details' }));
    expect(calls).toEqual(['close', 'details']);
  });

  it('Confirm fires once until its answer, with one Idempotency-Key per opening, the same on a retry', async () => {
    const fast = userEvent.setup({ delay: null });
    const keys: string[] = [];
    const answers: { resolve: () => void; reject: (error: Error) => void }[] = [];
    const onConfirm = (key: string) => {
      keys.push(key);
      return new Promise<void>((resolve, reject) => answers.push({ resolve, reject }));
    };
    let setOpened: (opened: boolean) => void = () => {};
    const Question = () => {
      const [opened, set] = useState(true);
      setOpened = set;
      return (
        <ConfirmDialog
          opened={opened}
          message="Do you want to set the room to available?"
          confirmLabel="Yes"
          onConfirm={onConfirm}
          onCancel={() => {}}
        />
      );
    };
    renderWithProviders(<Question />);
    const yes = screen.getByRole('button', { name: 'Yes' });

    await fast.dblClick(yes);
    await fast.click(yes);
    expect(keys).toHaveLength(1);
    expect(yes).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();

    // The answer is a failure: pressed again, the retry carries the same key.
    await act(async () => answers[0]!.reject(new Error('lost')));
    expect(yes).toBeEnabled();
    await fast.click(yes);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    await act(async () => answers[1]!.resolve());

    // Closed, it takes no press; opened again, a new key.
    act(() => setOpened(false));
    act(() => setOpened(true));
    await fast.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(keys).toHaveLength(3);
    expect(keys[2]).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(keys[2]).not.toBe(keys[0]);
    expect(screen.getByRole('button', { name: 'Yes' })).toBeDisabled();
  });

  it('an option runs once per opening, however fast it is pressed again', async () => {
    const fast = userEvent.setup({ delay: null });
    const chosen: string[] = [];
    let setOpened: (opened: boolean) => void = () => {};
    const Menu = () => {
      const [opened, set] = useState(true);
      setOpened = set;
      return (
        <OptionDialog
          opened={opened}
          title="Room 101"
          options={[{ label: 'Housekeeping', onSelect: () => chosen.push('housekeeping') }]}
          onClose={() => {}}
        />
      );
    };
    renderWithProviders(<Menu />);
    await fast.dblClick(screen.getByRole('button', { name: 'Housekeeping' }));
    expect(chosen).toEqual(['housekeeping']);
    act(() => setOpened(false));
    act(() => setOpened(true));
    await fast.click(await screen.findByRole('button', { name: 'Housekeeping' }));
    expect(chosen).toEqual(['housekeeping', 'housekeeping']);
  });
});
