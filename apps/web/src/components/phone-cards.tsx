import type { ReactNode } from 'react';
import { Table } from '@mantine/core';
import classes from './phone-cards.module.css';

/** Names each body and foot cell of the tables in `box` by its column's header (`data-label`). */
const labelCells = (box: HTMLElement) => {
  for (const table of Array.from(box.querySelectorAll('table'))) {
    const headers = Array.from(table.tHead?.rows[0]?.cells ?? []).flatMap((th) =>
      Array<string>(th.colSpan).fill(th.textContent?.trim() ?? ''),
    );
    for (const row of Array.from(table.querySelectorAll('tbody tr, tfoot tr'))) {
      let column = 0;
      for (const cell of Array.from((row as HTMLTableRowElement).cells)) {
        const label = headers[column] ?? '';
        if (cell.getAttribute('data-label') !== label) cell.setAttribute('data-label', label);
        column += cell.colSpan;
      }
    }
  }
};

/** The box's callback ref: labels the cells now and whenever rows or texts change. */
const labelled = (box: HTMLDivElement | null) => {
  if (!box) return undefined;
  labelCells(box);
  const changes = new MutationObserver(() => labelCells(box));
  changes.observe(box, { childList: true, subtree: true, characterData: true });
  return () => changes.disconnect();
};

/**
 * A wide table's box (in place of Mantine's Table.ScrollContainer): a table from `minWidth`
 * up, scrolling in its box below it; on a phone, each row a card of 'header: value' lines
 * (phone-cards.module.css), so that no column is off-screen; on paper the page's width.
 */
export const PhoneCards = ({ minWidth, children }: { minWidth: number; children: ReactNode }) => (
  <Table.ScrollContainer
    ref={labelled}
    minWidth={minWidth}
    type="native"
    classNames={{ scrollContainer: classes.box, scrollContainerInner: classes.box }}
  >
    {children}
  </Table.ScrollContainer>
);
