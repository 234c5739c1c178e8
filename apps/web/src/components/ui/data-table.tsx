import { type MantineSpacing, Table } from '@mantine/core';
import type { ReactNode } from 'react';

interface DataTableProps {
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /** The column headings, in order. */
  columns: readonly string[];
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
            {columns.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
