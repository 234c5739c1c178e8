import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { adminPaths } from '../../../config/paths';

const TABS = [
  { value: 'blogs', to: adminPaths.blogs },
  { value: 'comments', to: adminPaths.comments },
  { value: 'faqs', to: adminPaths.faqs },
] as const;

/** Blogs, comments and FAQs: three screens under one "Content" heading. */
export function ContentTabs({ active }: { active: (typeof TABS)[number]['value'] }) {
  const { t } = useTranslation('admin-ops');
  const navigate = useNavigate();
  return (
    <Tabs
      value={active}
      onChange={(value) => {
        const tab = TABS.find((item) => item.value === value);
        if (tab) void navigate(tab.to);
      }}
    >
      <Tabs.List>
        {TABS.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {t(`content.tabs.${tab.value}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
