import { CV_SECTION_PATHS, type CvListSection } from '@hireway/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '../../../lib/api-client';
import { CV_ITEM_SCHEMAS, CV_KEY, type CvItem } from '../sections';

export const cvItemsPath = (section: CvListSection): string => `/seeker/cv/${CV_SECTION_PATHS[section]}`;

/** GET /seeker/cv/{section}: the entries of one list section. */
export const listCvItems = <S extends CvListSection>(section: S): Promise<CvItem<S>[]> =>
  apiRequest(cvItemsPath(section), { schema: z.array(CV_ITEM_SCHEMAS[section]) });

export const cvItemsQueryOptions = <S extends CvListSection>(section: S) =>
  queryOptions({ queryKey: [...CV_KEY, 'items', section], queryFn: () => listCvItems(section) });

export const useCvItems = <S extends CvListSection>(section: S) => useQuery(cvItemsQueryOptions(section));
