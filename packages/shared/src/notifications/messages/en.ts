import type { NotificationMessageBook } from '../notification-types';

/** The words of every notification type in English: an i18next resource (`{{name}}` placeholders). */
export const messages: NotificationMessageBook = {
  'application.submitted': { title: 'New application', body: '{{seeker}} applied for “{{job_title}}”.' },
  'application.cancelled': {
    title: 'Application withdrawn',
    body: '{{seeker}} withdrew their application for “{{job_title}}”.',
  },
  'application.accepted': {
    title: 'Application accepted',
    body: '{{company}} accepted your application for “{{job_title}}”.',
  },
  'application.rejected': {
    title: 'Application not successful',
    body: '{{company}} did not go ahead with your application for “{{job_title}}”.',
  },
  'cv-action.requested': {
    title: 'New request',
    body: '{{company}} sent you a request.',
    title_shortlist: 'You were shortlisted',
    body_shortlist: '{{company}} shortlisted you.',
    title_interview: 'Interview invitation',
    body_interview: '{{company}} invites you to an interview on {{date}} at {{time}} ({{timezone}}).',
    'title_additional-documents': 'Documents requested',
    'body_additional-documents': '{{company}} asks for: {{documents}}.',
  },
  'cv-action.cancelled': {
    title: 'Request withdrawn',
    body: '{{company}} withdrew its request.',
    body_shortlist: '{{company}} withdrew its shortlist.',
    body_interview: '{{company}} withdrew its interview invitation.',
    'body_additional-documents': '{{company}} withdrew its document request.',
  },
  'cv-action.declined': {
    title: 'Update from {{company}}',
    body: '{{company}} has decided not to go ahead.',
    body_shortlist: '{{company}} has decided not to go ahead after its shortlist.',
    body_interview: '{{company}} has decided not to go ahead after its interview invitation.',
    'body_additional-documents': '{{company}} has decided not to go ahead after its document request.',
  },
  'cv-action.responded': {
    title: 'A candidate answered',
    body: '{{seeker}} answered your request.',
    body_shortlist: '{{seeker}} answered your shortlist.',
    body_interview: '{{seeker}} answered your interview invitation.',
    'body_additional-documents': '{{seeker}} answered your document request.',
  },
  'employment.started': {
    title: 'You have been hired by {{company}}',
    body: '{{company}} employed you as {{position}}, starting on {{start_date}}.',
  },
  'employment.resignation-requested': {
    title: 'Resignation request',
    body: '{{seeker}} asks to resign as {{position}}.',
  },
  'employment.resigned': {
    title: 'Resignation accepted',
    body: '{{company}} accepted your resignation as {{position}}.',
  },
  'employment.terminated': {
    title: 'Employment ended',
    body: '{{company}} ended your employment as {{position}}. Your last day is {{date}}.',
  },
  'support.reply': { title: 'Support has answered your request', body: '{{ticket_subject}}' },
  'verification.approved': {
    title: 'Your business is verified',
    body: '{{company}} has been approved. You can now post jobs.',
  },
  'verification.declined': { title: 'Your business verification was declined', body: 'Reason: {{reason}}' },
};
