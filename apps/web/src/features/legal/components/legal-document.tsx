import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export const PRIVACY_SECTIONS = [
  'controller',
  'data',
  'purposes',
  'legalBasis',
  'sharing',
  'retention',
  'security',
  'rights',
  'storage',
  'changes',
  'contact',
] as const;

export const TERMS_SECTIONS = [
  'scope',
  'accounts',
  'seekers',
  'providers',
  'fees',
  'conduct',
  'content',
  'availability',
  'liability',
  'termination',
  'law',
  'contact',
] as const;

interface LegalDocumentProps {
  document: 'privacy' | 'terms';
  sections: readonly string[];
  /** Link back, e.g. to login. */
  backTo: string;
}

const paragraphsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** A policy text kept in the `legal` namespace: title, date, intro and numbered sections. */
export function LegalDocument({ document, sections, backTo }: LegalDocumentProps) {
  const { t } = useTranslation('legal');
  return (
    <Stack gap="lg" component="article">
      <div>
        <Title order={1} fz={30}>
          {t(`${document}.title`)}
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {t(`${document}.updated`)}
        </Text>
      </div>
      <Text>{t(`${document}.intro`)}</Text>
      {sections.map((section, index) => (
        <Stack key={section} gap={6} component="section" aria-labelledby={`${document}-${section}`}>
          <Title order={2} fz={19} id={`${document}-${section}`}>
            {`${index + 1}. ${t(`${document}.sections.${section}.heading`)}`}
          </Title>
          {paragraphsOf(t(`${document}.sections.${section}.body`, { returnObjects: true })).map((paragraph) => (
            <Text key={paragraph} size="sm" lh={1.65}>
              {paragraph}
            </Text>
          ))}
        </Stack>
      ))}
      <Anchor component={Link} to={backTo} size="sm">
        {t('back')}
      </Anchor>
    </Stack>
  );
}
