import { Button, Group } from '@mantine/core';
import { IconArrowRight, type Icon } from '@tabler/icons-react';
import { Link } from 'react-router';

export interface Shortcut {
  key: string;
  label: string;
  /** null while that screen does not exist yet: the shortcut is left out. */
  to: string | null;
  icon: Icon;
}

/** The next steps from a dashboard, as buttons under the greeting. */
export function Shortcuts({ items }: { items: readonly Shortcut[] }) {
  return (
    <Group gap="sm">
      {items.flatMap(({ key, label, to, icon: ShortcutIcon }) =>
        to === null
          ? []
          : [
              <Button
                key={key}
                component={Link}
                to={to}
                variant="light"
                leftSection={<ShortcutIcon size={16} aria-hidden />}
                rightSection={<IconArrowRight size={16} aria-hidden />}
              >
                {label}
              </Button>,
            ],
      )}
    </Group>
  );
}
