import { useState, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render.tsx';
import { lazyDialog, type LazyDialog, type LazyDialogProps } from './lazy-dialog.tsx';

const Hello = ({ opened, onClose }: LazyDialogProps) => {
  const [typed, setTyped] = useState('');
  return opened ? (
    <div role="dialog" aria-label="Hello">
      <input aria-label="Name" value={typed} onChange={(e) => setTyped(e.currentTarget.value)} />
      <button onClick={onClose}>Close</button>
    </div>
  ) : null;
};

const Screen = ({ Dialog }: { Dialog: LazyDialog<LazyDialogProps> }) => {
  const [opened, setOpened] = useState(false);
  const [renders, setRenders] = useState(0);
  return (
    <>
      <button onClick={() => setOpened(true)}>Open</button>
      <button onClick={() => setRenders((n) => n + 1)}>Refresh {renders}</button>
      <Dialog opened={opened} onClose={() => setOpened(false)} />
    </>
  );
};

type Module = Record<'Hello', ComponentType<LazyDialogProps>>;

describe('lazyDialog', () => {
  it('fetches nothing while closed, shows a spinner until its code arrives, then the dialog', async () => {
    const user = userEvent.setup();
    let arrive: (module: Module) => void = () => undefined;
    const load = vi.fn(() => new Promise<Module>((resolve) => (arrive = resolve)));
    renderWithProviders(<Screen Dialog={lazyDialog(load, 'Hello')} />);
    expect(load).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByLabelText('Loading…')).toBeTruthy();
    arrive({ Hello });
    expect(await screen.findByRole('dialog', { name: 'Hello' })).toBeTruthy();
    expect(screen.queryByLabelText('Loading…')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);

    // What was typed stays when the screen behind re-renders (new data, a live update).
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Mya');
    await user.click(screen.getByRole('button', { name: /^Refresh/ }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value).toBe('Mya');
  });

  it('says the server cannot be reached when its code fails to arrive, and tries again', async () => {
    // React reports the caught failure on the console; here it is expected.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const load = vi
      .fn<() => Promise<Module>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ Hello });
    renderWithProviders(<Screen Dialog={lazyDialog(load, 'Hello')} />);

    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The server cannot be reached.',
    );
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'Hello' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
