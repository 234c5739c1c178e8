import { List, Text, Title, Typography } from '@mantine/core';
import type { ReactNode } from 'react';

/** **bold** and *italic* inside a line, as React elements (no HTML is ever parsed). */
const inline = (text: string): ReactNode[] =>
  text.split(/(\*\*[^*]+\*\*|\*[^*]+\*)/g).map((part, index) => {
    if (part.startsWith('**') && part.endsWith('**') && part.length > 4)
      return <strong key={index}>{part.slice(2, -2)}</strong>;
    if (part.startsWith('*') && part.endsWith('*') && part.length > 2) return <em key={index}>{part.slice(1, -1)}</em>;
    return part;
  });

type Block =
  | { kind: 'heading'; level: 2 | 3 | 4; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'paragraph'; text: string };

const toBlocks = (markdown: string): Block[] => {
  const blocks: Block[] = [];
  for (const chunk of markdown.replace(/\r\n/g, '\n').split(/\n{2,}/)) {
    const lines = chunk.split('\n').filter((line) => line.trim() !== '');
    let paragraph: string[] = [];
    const flush = () => {
      if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
      paragraph = [];
    };
    for (const line of lines) {
      const heading = /^(#{1,3})\s+(.*)$/.exec(line);
      const item = /^\s*[-*+]\s+(.*)$/.exec(line);
      if (heading !== null) {
        flush();
        const level = Math.min(4, (heading[1] ?? '#').length + 1) as 2 | 3 | 4;
        blocks.push({ kind: 'heading', level, text: heading[2] ?? '' });
      } else if (item !== null) {
        flush();
        const last = blocks.at(-1);
        if (last?.kind === 'list') last.items.push(item[1] ?? '');
        else blocks.push({ kind: 'list', items: [item[1] ?? ''] });
      } else {
        paragraph.push(line.trim());
      }
    }
    flush();
  }
  return blocks;
};

/**
 * A preview of the Markdown being written: headings, lists, paragraphs, bold and italic, built as
 * React elements. The published page shows the API's own rendering.
 */
export function MarkdownPreview({ markdown }: { markdown: string }) {
  return (
    <Typography>
      {toBlocks(markdown).map((block, index) => {
        if (block.kind === 'heading')
          return (
            <Title key={index} order={block.level}>
              {inline(block.text)}
            </Title>
          );
        if (block.kind === 'list')
          return (
            <List key={index}>
              {block.items.map((item, itemIndex) => (
                <List.Item key={itemIndex}>{inline(item)}</List.Item>
              ))}
            </List>
          );
        return (
          <Text key={index} component="p">
            {inline(block.text)}
          </Text>
        );
      })}
    </Typography>
  );
}
