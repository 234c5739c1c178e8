import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type DayPart = 'morning' | 'afternoon' | 'evening';

/** Morning until noon, afternoon until 18:00, evening after (local time). */
export const dayPartOf = (date: Date): DayPart => {
  const hour = date.getHours();
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
};

interface GreetingProps {
  firstName: string;
  subtitle: string;
  now?: Date;
}

export function Greeting({ firstName, subtitle, now = new Date() }: GreetingProps) {
  const { t } = useTranslation('dashboard');
  return (
    <div>
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        {t(`greeting.${dayPartOf(now)}`, { name: firstName })}
      </Title>
      <Text c="dimmed" mt={4}>
        {subtitle}
      </Text>
    </div>
  );
}
