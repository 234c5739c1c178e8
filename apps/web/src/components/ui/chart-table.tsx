import { Box, Button, Table } from '@mantine/core';
import { formatDate } from '@hireway/shared';
import { IconTable } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ChartTableProps {
  /** The chart's name: the table's caption. */
  title: string;
  /** The days of the chart (yyyy-MM-dd), oldest first. */
  days: readonly string[];
  /** One column per line or bar of the chart, its values in the days' order. */
  series: readonly { key: string; label: string; values: readonly number[] }[];
  /** How a figure is written (e.g. a currency). */
  format?: (value: number) => string;
}

/**
 * A daily chart's figures as a data table (WCAG 1.1.1 and 2.1.1): a chart is a picture and its tooltips follow the
 * pointer, so a screen reader or keyboard user gets the same day-by-day numbers from a button under the chart that
 * shows this table (a row per day, a column per line). Hidden until asked for: it is as long as the period.
 */
export function ChartTable({ title, days, series, format = String }: ChartTableProps) {
  const { t } = useTranslation('common');
  const [opened, setOpened] = useState(false);
  const id = useId();
  const label = opened ? t('chartTable.hide') : t('chartTable.show');
  return (
    <Box mt="xs">
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconTable size={16} aria-hidden />}
        aria-expanded={opened}
        aria-controls={id}
        // A page can hold several charts: each button's name says which one (the visible words first, WCAG 2.5.3).
        aria-label={`${label}: ${title}`}
        onClick={() => setOpened((value) => !value)}
      >
        {label}
      </Button>
      <Box id={id} hidden={!opened} mt="xs">
        {/* A box that scrolls is a Tab stop with a name, so its rows can be scrolled by keyboard (WCAG 2.1.1). */}
        <Box tabIndex={0} role="region" aria-label={title} mah={320} style={{ overflow: 'auto' }}>
          <Table striped withTableBorder stickyHeader>
            <Table.Caption>{title}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('chartTable.day')}</Table.Th>
                {series.map((item) => (
                  <Table.Th key={item.key} scope="col" ta="right">
                    {item.label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {days.map((day, index) => (
                <Table.Tr key={day}>
                  <Table.Th scope="row" fw={400}>
                    {formatDate(day)}
                  </Table.Th>
                  {series.map((item) => (
                    <Table.Td key={item.key} ta="right">
                      {format(item.values[index] ?? 0)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      </Box>
    </Box>
  );
}
