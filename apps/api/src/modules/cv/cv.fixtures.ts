import { CV_LANGUAGE_CODES, CV_SECTION_PATHS, type CvListSection } from '@hireway/shared';

/* Request bodies for the CV tests: one row per list section, so every section runs the same checks. */

type Body = Record<string, unknown>;

export interface SectionCase {
  section: CvListSection;
  url: string;
  /** A valid body; `nth(i)` gives distinct valid bodies where the section needs them (languages). */
  valid: Body;
  nth: (index: number) => Body;
  /** What the valid body is stored and answered as, where that differs from what was sent. */
  stored?: Body;
  /** Another valid body, for PUT. */
  changed: Body;
  /** An invalid body and the fields its 400 names. */
  invalid: Body;
  invalidFields: string[];
}

const SUMMARY = 'Backend engineer with eight years in payments, logistics and developer tooling.';

export const PERSONAL = {
  headline: 'Backend engineer',
  summary: SUMMARY,
  desired_job_title: 'Staff engineer',
  years_of_experience: 8,
  availability: 'one_month',
  open_to_work: true,
};

export const ADDRESS = {
  line1: 'Karl-Marx-Allee 1',
  line2: null,
  city: 'Berlin',
  state_code: 'BE',
  postal_code: '10178',
  country_code: 'DE',
};

const cases: Omit<SectionCase, 'url'>[] = [
  {
    section: 'skills',
    valid: { name: 'TypeScript', level: 'expert', years: 6 },
    nth: (i) => ({ name: `Skill ${i}`, level: 'beginner' }),
    changed: { name: 'TypeScript', level: 'advanced', years: null },
    invalid: { name: ' ', level: 'guru', years: -1 },
    invalidFields: ['level', 'name', 'years'],
  },
  {
    section: 'hobbies_and_interests',
    valid: { name: 'Climbing', description: 'Bouldering twice a week' },
    nth: (i) => ({ name: `Hobby ${i}` }),
    changed: { name: 'Chess', description: null },
    invalid: { name: 'x'.repeat(101), description: 5 },
    invalidFields: ['description', 'name'],
  },
  {
    section: 'languages',
    valid: { language: 'de', proficiency: 'b2' },
    nth: (i) => ({ language: CV_LANGUAGE_CODES[i], proficiency: 'b1' }),
    changed: { language: 'de', proficiency: 'c1' },
    invalid: { language: 'xx', proficiency: 'fluent' },
    invalidFields: ['language', 'proficiency'],
  },
  {
    section: 'references',
    valid: {
      name: 'Ann Lee',
      relationship: 'Former manager',
      company: 'Acme',
      job_title: 'CTO',
      email: 'Ann.Lee@Example.test',
      phone: '+44 20 7946 0958',
      may_contact: true,
    },
    stored: { email: 'ann.lee@example.test', phone: '+442079460958', may_contact: true },
    nth: (i) => ({ name: `Referee ${i}`, relationship: 'Colleague', email: `ref${i}@example.test` }),
    changed: { name: 'Ann Lee', relationship: 'Mentor', phone: '+4915112345678' },
    invalid: { name: '', relationship: 'Manager', email: 'not-an-email' },
    invalidFields: ['email', 'name'],
  },
  {
    section: 'work_experience',
    valid: {
      employer: 'Acme GmbH',
      job_title: 'Engineer',
      employment_type: 'full-time',
      location: 'Berlin',
      start_date: '2019-04-01',
      end_date: '2022-03-31',
      description: 'Built the billing platform.',
      achievements: ['Cut payment failures by 20%'],
    },
    stored: { is_current: false },
    nth: (i) => ({ employer: `Employer ${i}`, job_title: 'Clerk', start_date: '2010-01-01', is_current: true }),
    changed: { employer: 'Acme GmbH', job_title: 'Lead engineer', start_date: '2019-04-01', is_current: true },
    invalid: { employer: '', job_title: 'Engineer', start_date: '2022-01-01', end_date: '2021-01-01' },
    invalidFields: ['employer', 'end_date'],
  },
  {
    section: 'voluntary_services',
    valid: { organisation: 'Red Cross', role: 'Volunteer', start_date: '2015-01-01', end_date: '2016-01-01' },
    nth: (i) => ({ organisation: `Charity ${i}`, role: 'Helper', start_date: '2015-01-01', is_current: true }),
    changed: { organisation: 'Red Cross', role: 'Coordinator', start_date: '2015-01-01', is_current: true },
    invalid: {
      organisation: 'Red Cross',
      role: '',
      start_date: '2015-01-01',
      end_date: '2016-01-01',
      is_current: true,
    },
    invalidFields: ['end_date', 'role'],
  },
  {
    section: 'education_history',
    valid: {
      institution: 'TU Berlin',
      qualification: 'BSc',
      field_of_study: 'Computer Science',
      grade: '1.7',
      start_date: '2012-10-01',
      end_date: '2016-09-30',
    },
    nth: (i) => ({
      institution: `School ${i}`,
      qualification: 'Course',
      start_date: '2000-01-01',
      end_date: '2001-01-01',
    }),
    changed: { institution: 'TU Berlin', qualification: 'MSc', start_date: '2016-10-01', is_current: true },
    invalid: { institution: 'TU Berlin', qualification: 'BSc', start_date: '2016-02-30' },
    invalidFields: ['start_date'],
  },
];

export const SECTION_CASES: SectionCase[] = cases.map((item) => ({
  ...item,
  url: `/seeker/cv/${CV_SECTION_PATHS[item.section]}`,
}));

/** A section case by name (throws for an unknown one, so tests fail loudly). */
export const sectionCase = (section: CvListSection): SectionCase => {
  const found = SECTION_CASES.find((item) => item.section === section);
  if (!found) throw new Error(`no test case for ${section}`);
  return found;
};
