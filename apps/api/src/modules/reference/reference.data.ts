import type { ReferenceList } from '@hireway/shared';

/**
 * Reference lists no package provides. Slugs are stable identifiers that other rows reference;
 * names are the English labels (the web app translates by slug where it has a key).
 */
export const REFERENCE_DATA: Record<ReferenceList, readonly string[]> = {
  'work-industries': [
    'Accounting & Finance',
    'Agriculture',
    'Construction',
    'Consulting',
    'Education',
    'Energy & Utilities',
    'Government & Public Sector',
    'Healthcare',
    'Hospitality & Tourism',
    'Information Technology',
    'Legal',
    'Logistics & Transport',
    'Manufacturing',
    'Marketing & Advertising',
    'Media & Entertainment',
    'Non-profit',
    'Real Estate',
    'Retail & E-commerce',
    'Telecommunications',
  ],
  'job-categories': [
    'Administration',
    'Customer Service',
    'Data & Analytics',
    'Design',
    'Engineering',
    'Finance',
    'Human Resources',
    'Legal',
    'Management',
    'Marketing',
    'Nursing & Care',
    'Operations',
    'Product',
    'Sales',
    'Software Development',
    'Teaching',
    'Trades & Skilled Labour',
    'Writing & Content',
  ],
  'employment-types': ['Full-time', 'Part-time', 'Contract', 'Temporary', 'Internship', 'Apprenticeship', 'Volunteer'],
  'location-types': ['On-site', 'Remote', 'Hybrid'],
};

export const slugify = (name: string): string =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
