import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
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
});
