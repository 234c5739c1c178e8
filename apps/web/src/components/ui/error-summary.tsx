import { Alert, Anchor, List } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface ErrorSummaryProps {
  /** The form's errors as they are now (`form.errors`): fixed fields leave the summary. */
  errors: FormErrors;
  /** How many submits have failed so far: 0 hides the summary; each failure shows it and moves focus to it. */
  attempt: number;
  /** The input of a form path (`form.getInputNode`), to name the field and to jump to it. */
  getInputNode: (path: string) => HTMLElement | null;
}

interface SummaryItem {
  path: string;
  label: string;
  message: string;
  targetId: string | null;
}

/** The visible label of an input, without the required asterisk (hidden from assistive technology). */
export const labelOf = (node: HTMLElement | null): string | null => {
  if (node === null) return null;
  const label =
    (node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement || node instanceof HTMLSelectElement
      ? node.labels?.[0]
      : undefined) ??
    (node.getAttribute('aria-labelledby') === null
      ? null
      : document.getElementById(node.getAttribute('aria-labelledby')?.split(' ')[0] ?? ''));
  if (label === null || label === undefined) return node.getAttribute('aria-label');
  const copy = label.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent.replace(/[\s*.:]+$/, '').trim() || null;
};

/** Orders items as their fields stand in the form (fields not on screen last). */
const byPosition = (nodes: Map<string, HTMLElement | null>) => (a: SummaryItem, b: SummaryItem) => {
  const left = nodes.get(a.path);
  const right = nodes.get(b.path);
  if (!left || !right) return left ? -1 : right ? 1 : 0;
  return left.compareDocumentPosition(right) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
};

const summaryItems = (errors: FormErrors, getInputNode: (path: string) => HTMLElement | null): SummaryItem[] => {
  const nodes = new Map<string, HTMLElement | null>();
  const items: SummaryItem[] = [];
  for (const [path, message] of Object.entries(errors)) {
    if (typeof message !== 'string' && typeof message !== 'number') continue;
    if (message === '') continue;
    const node = getInputNode(path);
    nodes.set(path, node);
    items.push({
      path,
      label: labelOf(node) ?? path,
      message: String(message),
      targetId: node === null || node.id === '' ? null : node.id,
    });
  }
  return items.sort(byPosition(nodes));
};

/**
 * The errors of a failed submit, listed at the top of the form (WCAG 3.3.1, GOV.UK's error summary): each names
 * its field and links to it; focus moves to the summary so a screen reader reads it at once. The field keeps its
 * own message (Mantine ties it with aria-describedby and aria-invalid).
 */
export function ErrorSummary({ errors, attempt, getInputNode }: ErrorSummaryProps) {
  const { t } = useTranslation('common');
  const box = useRef<HTMLDivElement>(null);

  // Each failed submit moves focus to the summary, rendered in the same commit.
  useEffect(() => {
    if (attempt > 0) box.current?.focus();
  }, [attempt]);

  if (attempt === 0) return null;
  // The labels live in the DOM (every form names its fields once, in its inputs), mounted before any submit.
  const items = summaryItems(errors, getInputNode);
  if (items.length === 0) return null;

  const jump = (item: SummaryItem) => (event: MouseEvent<HTMLAnchorElement>) => {
    const node = getInputNode(item.path);
    if (node === null) return;
    event.preventDefault();
    node.scrollIntoView({ block: 'center' });
    node.focus();
  };

  return (
    <Alert
      ref={box}
      tabIndex={-1}
      color="red"
      variant="light"
      title={t('errorSummary.title')}
      icon={<IconAlertCircle aria-hidden />}
      data-error-summary
    >
      <List size="sm">
        {items.map((item) => (
          <List.Item key={item.path}>
            <Anchor
              href={item.targetId === null ? undefined : `#${item.targetId}`}
              onClick={jump(item)}
              size="sm"
              c="inherit"
              underline="always"
              // 24 px high: a target of its own size, apart from its neighbours (WCAG 2.5.8). A block, so a
              // message over two lines keeps its bullet at the first (an inline-block sits on its last line).
              display="block"
              py={4}
            >
              {t('errorSummary.item', { label: item.label, message: item.message })}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
