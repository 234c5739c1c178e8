import { type MantineSpacing, Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** A column's heading: its text, or a heading read only by screen readers (a column of buttons) or set right. */
export type DataTableColumn = string | { label: string; hidden?: boolean; align?: 'right' };

interface DataTableProps {
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /** The column headings, in order. */
  columns: readonly DataTableColumn[];
  /** The table's name for screen readers. */
  label?: string;
  spacing?: MantineSpacing;
  highlightOnHover?: boolean;
  /** The rows (Table.Tr). */
  children: ReactNode;
}

/** A table of a list's rows under one row of headings, scrolling sideways on narrow screens. */
export function DataTable({ minWidth, columns, label, spacing = 'sm', highlightOnHover, children }: DataTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing={spacing} highlightOnHover={highlightOnHover} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => {
              const { label, hidden = false, align } = typeof column === 'string' ? { label: column } : column;
              return hidden ? (
                <Table.Th key={label} aria-label={label} />
              ) : (
                <Table.Th key={label} ta={align}>
                  {label}
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
