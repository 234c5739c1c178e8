import type { UseFormReturnType } from '@mantine/form';
import type { CvListSection } from '@hireway/shared';
import type { TFunction } from 'i18next';
import type { ComponentType, ReactNode } from 'react';
import type { z } from 'zod';

import type { CvItem, CvItemRequest } from './sections';

/** Choices some item forms need from reference data (the screen loads them). */
export interface CvFormOptions {
  employmentTypes: readonly { value: string; label: string }[];
}

export interface ItemFieldsProps<V extends Record<string, unknown>> {
  form: UseFormReturnType<V>;
  options: CvFormOptions;
}

/** How an entry reads on its card. */
export interface ItemSummary {
  title: string;
  subtitle?: string | null;
  period?: string | null;
  body?: string | null;
  /** Bullets under the body (e.g. achievements). */
  bullets?: readonly string[];
  badges?: readonly string[];
  extra?: ReactNode;
}

export interface DescribeContext {
  t: TFunction;
  language: string;
  options: CvFormOptions;
}

/** One list section of the CV: its form (checked by the shared request schema) and its cards. */
export interface ListSectionConfig<S extends CvListSection, V extends Record<string, unknown>> {
  section: S;
  /** The `cv:sections.<key>` texts of this section. */
  textKey: string;
  schema: z.ZodType<CvItemRequest<S>>;
  empty: V;
  fromItem: (item: CvItem<S>) => V;
  toRequest: (values: V) => Record<string, unknown>;
  Fields: ComponentType<ItemFieldsProps<V>>;
  describe: (item: CvItem<S>, context: DescribeContext) => ItemSummary;
}

/** '' for an empty number input, else the number. */
export const numberOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);
