// Word pools for the search-library bench (bench/search-library.ts); the seeder generates its text in apps/api/src/seed/job-text.ts.
let seed = 42;
/** Restarts the sequence (each engine gets the same data). */
export const reseed = (value = 42): void => {
  seed = value;
};
export const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
export const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

export const LEVELS = ['Junior', 'Senior', 'Lead', 'Principal', 'Staff', 'Head of', 'Trainee', 'Assistant'];
export const ROLES = [
  'Engineer',
  'Developer',
  'Analyst',
  'Manager',
  'Designer',
  'Nurse',
  'Accountant',
  'Consultant',
  'Technician',
  'Driver',
  'Teacher',
  'Sales Representative',
  'Support Agent',
  'Electrician',
  'Chef',
  'Recruiter',
];
export const FIELDS = [
  'Backend',
  'Frontend',
  'Data',
  'Cloud',
  'Mobile',
  'Warehouse',
  'Payroll',
  'Marketing',
  'Logistics',
  'Cardiology',
  'Security',
  'Product',
  'Customer',
  'Quality',
  'Energy',
  'Retail',
];
export const SKILLS = [
  'TypeScript',
  'Python',
  'SQL',
  'Excel',
  'SAP',
  'Kubernetes',
  'React',
  'Java',
  'Go',
  'Forklift',
  'First Aid',
  'Salesforce',
  'Figma',
  'AutoCAD',
  'Accounting',
  'German',
  'French',
  'Negotiation',
  'Photoshop',
  'Linux',
  'AWS',
  'Azure',
  'Scrum',
  'Zendesk',
  'HACCP',
  'Driving licence C',
  'PLC',
  'Welding',
  'Tableau',
  'Power BI',
];
export const WORDS =
  'team customers growth responsible build deliver support plan quality data service projects processes develop experience reliable modern office flexible hours benefits training career shift weekend travel budget reports stakeholders safety standards tools systems clients partners operations improve analyse manage coordinate communicate create design review test deploy maintain monitor lead mentor schedule invoices stock delivery patients students lessons recipes kitchen vehicles routes warehouse orders returns contracts leads pipeline campaigns content brand community international remote hybrid friendly diverse inclusive competitive salary pension holidays parental leave learning budget equipment laptop'.split(
    ' ',
  );
export const CATEGORIES = [
  'software-development',
  'data-and-analytics',
  'operations',
  'sales',
  'nursing-and-care',
  'finance',
  'marketing',
  'customer-service',
  'engineering',
  'teaching',
];
export const EMPLOYMENT = ['full-time', 'part-time', 'contract', 'temporary', 'internship'];
export const PLACES = [
  ['DE', 'BE', 'Berlin'],
  ['DE', 'BY', 'München'],
  ['DE', 'HH', 'Hamburg'],
  ['FR', 'IDF', 'Paris'],
  ['PT', '11', 'Lisboa'],
  ['GB', 'ENG', 'London'],
  ['NG', 'LA', 'Lagos'],
  ['US', 'NY', 'New York'],
  ['CH', 'ZH', 'Zürich'],
] as const;

export const sentence = (words: number) =>
  Array.from({ length: words }, () => pick(WORDS))
    .join(' ')
    .replace(/^./, (c) => c.toUpperCase());
