import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../test/render.tsx';
import { fakeApi, type FakeCall } from '../../../test/fake-api.ts';
import { hotelToday } from '../../../lib/dates.ts';
import { StaffPage } from './staff-page.tsx';

const owner = {
  id: 2,
  username: 'admin',
  name: 'U Kyaw Zin',
  email: null,
  role: 'admin',
  active: true,
  mustChangePassword: false,
};
const desk = { ...owner, id: 1, username: 'reception', name: 'Aye Aye Khaing', role: 'reception' };
const signedInOwner = { user: { id: owner.id, name: owner.name, role: 'admin' } };

/** A staff list kept by a fake server, with the owner's switches; U Kyaw Zin is signed in. */
const fakeStaffServer = (start = [desk, owner]) => {
  let staff = [...start];
  let switches = {
    receptionMayChangePrices: true,
    receptionMayChangeMenu: true,
    receptionMayVoidAndRefund: false,
  };
  return fakeApi((call: FakeCall) => {
    if (call.path === '/staff-permissions') {
      if (call.method === 'PUT') switches = call.body as typeof switches;
      return { body: switches };
    }
    if (call.path === '/staff' && call.method === 'POST') {
      const body = call.body as { username: string; name: string; role: string };
      if (staff.some((u) => u.username === body.username)) {
        return {
          status: 409,
          body: { message: `The username '${body.username}' is already taken in this hotel.` },
        };
      }
      const user = { ...desk, ...body, id: 9, email: null, mustChangePassword: true };
      staff = [...staff, user];
      return { status: 201, body: { user, generatedPassword: 'Gen3rated-Pass' } };
    }
    const edit = /^\/staff\/(\d+)$/.exec(call.path);
    if (edit && call.method === 'PATCH') {
      const id = Number(edit[1]);
      staff = staff.map((u) => (u.id === id ? { ...u, ...(call.body as object) } : u));
      return { body: staff.find((u) => u.id === id) };
    }
    if (/^\/staff\/\d+\/reset-password$/.test(call.path)) {
      return { body: { user: desk, generatedPassword: 'Gen3rated-Pass' } };
    }
    const deactivate = /^\/staff\/(\d+)\/deactivate$/.exec(call.path);
    if (deactivate) {
      staff = staff.map((u) => (u.id === Number(deactivate[1]) ? { ...u, active: false } : u));
      return { body: staff.find((u) => u.id === Number(deactivate[1])) };
    }
    if (call.path === '/staff') return { body: staff };
    return undefined;
  }, signedInOwner);
};

/** The page on the app's router: its menu links to the Activity page. */
const renderStaffPage = () =>
  renderRoutes([{ path: '/admin/staff', element: <StaffPage /> }], { initialPath: '/admin/staff' });

beforeEach(() => {
  window.localStorage.setItem('hotel', 'aureo');
  window.localStorage.setItem('token', 'admin-tok');
});

describe('StaffPage', () => {
  it('lists the staff with their role and status, and the two switches on', async () => {
    fakeStaffServer();
    renderStaffPage();
    const rows = await screen.findAllByTestId('staff-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Aye Aye Khaing'),
      expect.stringContaining('U Kyaw Zin'),
    ]);
    expect(rows[0]!.textContent).toContain('Receptionist');
    expect(rows[1]!.textContent).toContain('Admin (owner)');
    expect(
      (await screen.findByRole('switch', {
        name: 'Receptionists may change room prices',
      })) as HTMLInputElement,
    ).toHaveProperty('checked', true);
  });

  it('says so when there is nobody, and when the list cannot be loaded', async () => {
    fakeStaffServer([]);
    const { unmount } = renderStaffPage();
    expect(await screen.findByText('No staff yet.')).toBeTruthy();
    unmount();
    fakeApi(() => ({ status: 500, body: { message: 'down' } }));
    renderStaffPage();
    expect(await screen.findByText('Failed to load the staff list.')).toBeTruthy();
  });

  it('adds a receptionist and shows the generated password once', async () => {
    const user = userEvent.setup();
    const { calls } = fakeStaffServer();
    renderStaffPage();
    await screen.findAllByTestId('staff-row');
    await user.click(screen.getByRole('button', { name: 'Add staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a staff member' });
    await user.type(within(dialog).getByLabelText('Name'), 'Ma Thida');
    await user.type(within(dialog).getByLabelText('Username'), 'thida');
    await user.click(within(dialog).getByRole('button', { name: 'Add staff' }));
    const shown = await screen.findByRole('dialog', { name: 'First password' });
    expect(within(shown).getByTestId('generated-password').textContent).toBe('Gen3rated-Pass');
    expect(shown.textContent).toContain('shown only this once');
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      name: 'Ma Thida',
      username: 'thida',
      role: 'reception',
    });
    await user.click(within(shown).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getAllByTestId('staff-row')).toHaveLength(3));
  });

  it('shows a taken username under the field and keeps the dialog open', async () => {
    const user = userEvent.setup();
    fakeStaffServer();
    renderStaffPage();
    await screen.findAllByTestId('staff-row');
    await user.click(screen.getByRole('button', { name: 'Add staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a staff member' });
    await user.type(within(dialog).getByLabelText('Name'), 'Someone');
    await user.type(within(dialog).getByLabelText('Username'), 'reception');
    await user.click(within(dialog).getByRole('button', { name: 'Add staff' }));
    expect(
      await within(dialog).findByText("The username 'reception' is already taken in this hotel."),
    ).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add a staff member' })).toBeTruthy();
  });

  it('asks before deactivating, and deactivates only on Deactivate', async () => {
    const user = userEvent.setup();
    const { calls } = fakeStaffServer();
    renderStaffPage();
    await screen.findAllByTestId('staff-row');
    const openMenu = () =>
      user.click(screen.getByRole('button', { name: 'Actions for Aye Aye Khaing' }));
    await openMenu();
    await user.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    const question = await screen.findByRole('dialog');
    expect(question.textContent).toContain('Deactivate Aye Aye Khaing?');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.path.endsWith('/deactivate'))).toBe(false);

    await openMenu();
    await user.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/staff/1/deactivate')).toBe(true));
    // One Idempotency-Key for the question: a retry is answered with the first result.
    const sent = calls.filter((c) => c.path === '/staff/1/deactivate');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() =>
      expect(screen.getAllByTestId('staff-row')[0]!.textContent).toContain('Deactivated'),
    );
  });

  it("links to the person's activity of today", async () => {
    const user = userEvent.setup();
    fakeStaffServer();
    renderStaffPage();
    await screen.findAllByTestId('staff-row');
    await user.click(screen.getByRole('button', { name: 'Actions for Aye Aye Khaing' }));
    const today = hotelToday();
    expect(await screen.findByRole('menuitem', { name: 'Activity today' })).toHaveAttribute(
      'href',
      `/admin/activity?user=1&from=${today}&to=${today}`,
    );
  });

  it('switches off price changes for receptionists', async () => {
    const user = userEvent.setup();
    const { calls } = fakeStaffServer();
    renderStaffPage();
    await user.click(
      await screen.findByRole('switch', { name: 'Receptionists may change room prices' }),
    );
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        receptionMayChangePrices: false,
        receptionMayChangeMenu: true,
        receptionMayVoidAndRefund: false,
      }),
    );
  });

  it('lets receptionists void and refund: off by default, switched on by the owner', async () => {
    const user = userEvent.setup();
    const { calls } = fakeStaffServer();
    renderStaffPage();
    const corrections = await screen.findByRole('switch', {
      name: 'Receptionists may void payments and give refunds',
    });
    expect(corrections).not.toBeChecked();
    await user.click(corrections);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        receptionMayChangePrices: true,
        receptionMayChangeMenu: true,
        receptionMayVoidAndRefund: true,
      }),
    );
    await waitFor(() => expect(corrections).toBeChecked());
  });

  describe("the owner's own account", () => {
    it('asks before the owner gives up their own role; Cancel sends nothing', async () => {
      const user = userEvent.setup();
      const { calls } = fakeStaffServer();
      renderStaffPage();
      await screen.findAllByTestId('staff-row');
      const editOwnRole = async () => {
        await user.click(screen.getByRole('button', { name: 'Actions for U Kyaw Zin' }));
        await user.click(
          await screen.findByRole('menuitem', { name: 'Edit name, e-mail or role' }),
        );
        const dialog = await screen.findByRole('dialog', { name: 'Edit U Kyaw Zin' });
        await user.click(within(dialog).getByText('Receptionist'));
        await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      };
      await editOwnRole();
      const question = await screen.findByText(
        "You are changing your own role. You will lose the owner's pages and be signed out. Continue?",
      );
      const asking = question.closest<HTMLElement>('[role="dialog"]')!;
      await user.click(within(asking).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByText(question.textContent!)).toBeNull());
      expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);
      // The edit stays open as it was: Save asks again, and Change my role sends it.
      await user.click(
        within(screen.getByRole('dialog', { name: 'Edit U Kyaw Zin' })).getByRole('button', {
          name: 'Save',
        }),
      );
      const again = (
        await screen.findByText(/^You are changing your own role\./)
      ).closest<HTMLElement>('[role="dialog"]')!;
      await user.click(within(again).getByRole('button', { name: 'Change my role' }));
      await waitFor(() =>
        expect(calls.filter((c) => c.method === 'PATCH').map((c) => [c.path, c.body])).toEqual([
          ['/staff/2', { name: 'U Kyaw Zin', email: null, role: 'reception' }],
        ]),
      );
    });

    it("changes another member's role, and the owner's own name, without asking", async () => {
      const user = userEvent.setup();
      const { calls } = fakeStaffServer();
      renderStaffPage();
      await screen.findAllByTestId('staff-row');
      await user.click(screen.getByRole('button', { name: 'Actions for U Kyaw Zin' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Edit name, e-mail or role' }));
      const own = await screen.findByRole('dialog', { name: 'Edit U Kyaw Zin' });
      await user.type(within(own).getByLabelText('Name'), ' Oo');
      await user.click(within(own).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));

      await user.click(screen.getByRole('button', { name: 'Actions for Aye Aye Khaing' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Edit name, e-mail or role' }));
      const other = await screen.findByRole('dialog', { name: 'Edit Aye Aye Khaing' });
      await user.click(within(other).getByText('Admin (owner)'));
      await user.click(within(other).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(2));
      expect(screen.queryByText(/^You are changing your own role/)).toBeNull();
      expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
        { name: 'U Kyaw Zin Oo', email: null, role: 'admin' },
        { name: 'Aye Aye Khaing', email: null, role: 'admin' },
      ]);
    });

    it('asks in its own words before the owner deactivates themself; Cancel sends nothing', async () => {
      const user = userEvent.setup();
      const { calls } = fakeStaffServer();
      renderStaffPage();
      await screen.findAllByTestId('staff-row');
      const deactivateSelf = async () => {
        await user.click(screen.getByRole('button', { name: 'Actions for U Kyaw Zin' }));
        await user.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
        return screen.findByRole('dialog');
      };
      const question = await deactivateSelf();
      expect(question).toHaveTextContent(
        'You are deactivating your own account. You are signed out at once and cannot sign in until another admin reactivates you. Continue?',
      );
      await user.click(within(question).getByRole('button', { name: 'Cancel' }));
      expect(calls.some((c) => c.path.endsWith('/deactivate'))).toBe(false);

      const again = await deactivateSelf();
      await user.click(within(again).getByRole('button', { name: 'Deactivate me' }));
      await waitFor(() =>
        expect(calls.filter((c) => c.path.endsWith('/deactivate')).map((c) => c.path)).toEqual([
          '/staff/2/deactivate',
        ]),
      );
    });
  });

  describe('first passwords the owner types', () => {
    const typeAt = (input: HTMLElement, text: string) =>
      fireEvent.change(input, { target: { value: text } });

    it.each([
      ['eight spaces', ' '.repeat(8), 'Password cannot be only spaces'],
      ['eight U+0001', '\u0001'.repeat(8), 'Password cannot contain control characters'],
      [
        'a lone surrogate',
        'ab\ud800cdefgh',
        'Password cannot contain broken characters: please type it again',
      ],
    ])('refuses %s for a new member, and adds nobody', async (_c, password, message) => {
      const user = userEvent.setup();
      const { calls } = fakeStaffServer();
      renderStaffPage();
      await screen.findAllByTestId('staff-row');
      await user.click(screen.getByRole('button', { name: 'Add staff' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add a staff member' });
      typeAt(within(dialog).getByLabelText('Name'), 'Ma Thida');
      typeAt(within(dialog).getByLabelText('Username'), 'thida');
      typeAt(within(dialog).getByLabelText('First password (optional)'), password);
      await user.click(within(dialog).getByRole('button', { name: 'Add staff' }));
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
      expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    });

    it.each([
      ['eight spaces', ' '.repeat(8), 'Password cannot be only spaces'],
      ['eight U+0001', '\u0001'.repeat(8), 'Password cannot contain control characters'],
    ])('refuses %s as a reset, and sends nothing', async (_c, password, message) => {
      const user = userEvent.setup();
      const { calls } = fakeStaffServer();
      renderStaffPage();
      await screen.findAllByTestId('staff-row');
      await user.click(screen.getByRole('button', { name: 'Actions for Aye Aye Khaing' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Reset password' }));
      const dialog = await screen.findByRole('dialog', {
        name: 'Reset the password of Aye Aye Khaing',
      });
      typeAt(within(dialog).getByLabelText('First password (optional)'), password);
      await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
      expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    });
  });
});
