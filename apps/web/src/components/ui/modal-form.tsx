import { type MantineSize, Modal } from '@mantine/core';
import type { ReactNode } from 'react';

import { FormFrame, type FormFrameProps } from './form-frame';

/** A centred modal holding one form (FormFrame); Cancel closes it. */
export function FormModal({
  opened,
  title,
  size,
  onClose,
  ...form
}: Omit<FormFrameProps, 'onCancel' | 'label'> & {
  cancelLabel: ReactNode;
  opened: boolean;
  title: ReactNode;
  size?: MantineSize;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size={size}>
      <FormFrame {...form} onCancel={onClose} />
    </Modal>
  );
}
