import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Table } from '@mantine/core';
import { renderWithProviders } from '../test/render.tsx';
import { PhoneCards } from './phone-cards.tsx';

/** A staff-like table whose rows can grow, in the phone's card box. */
const Staff = () => {
  const [names, setNames] = useState(['Aye Aye Khaing']);
  return (
    <>
      <button type="button" onClick={() => setNames((n) => [...n, 'U Kyaw Zin'])}>
        Add
      </button>
      <PhoneCards minWidth={640}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th colSpan={2}>Role and status</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {names.map((name) => (
              <Table.Tr key={name}>
                <Table.Td>{name}</Table.Td>
                <Table.Td>Receptionist</Table.Td>
                <Table.Td>Active</Table.Td>
                <Table.Td>…</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </PhoneCards>
    </>
  );
};

const labelsOfRow = (name: string) =>
  [...screen.getByText(name).closest('tr')!.cells].map((cell) => cell.dataset['label']);

describe('PhoneCards', () => {
  it("names each cell by its column's header, for a phone's 'header: value' lines", () => {
    renderWithProviders(<Staff />);
    expect(labelsOfRow('Aye Aye Khaing')).toEqual([
      'Name',
      'Role and status',
      'Role and status',
      'Actions',
    ]);
    // Headers stay in the table (read by screen readers), not only in the labels.
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
  });

  it('names the cells of rows that come later', async () => {
    renderWithProviders(<Staff />);
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(labelsOfRow('U Kyaw Zin')).toEqual([
        'Name',
        'Role and status',
        'Role and status',
        'Actions',
      ]),
    );
  });
});
