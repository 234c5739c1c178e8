import { Alert, List } from '@mantine/core';
import { LOGIN_FAILURE_TITLE } from '@hireway/shared';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { translateMessage } from '../../lib/i18n';

interface FormAlertProps {
  message: ReactNode;
  details?: readonly string[];
  /** Defaults to the spec's "Error!" (section 8). */
  title?: ReactNode;
  /** What the user can do about it (a link, a button). */
  children?: ReactNode;
}

/** The error of a form that no single field shows. */
export function FormAlert({ message, details = [], title, children }: FormAlertProps) {
  return (
    <Alert
      color="red"
      variant="light"
      title={title ?? translateMessage(LOGIN_FAILURE_TITLE)}
      icon={<IconAlertCircle aria-hidden />}
    >
      {message}
      {details.length > 0 ? (
        <List size="sm" mt="xs">
          {details.map((detail) => (
            <List.Item key={detail}>{detail}</List.Item>
          ))}
        </List>
      ) : null}
      {children}
    </Alert>
  );
}
