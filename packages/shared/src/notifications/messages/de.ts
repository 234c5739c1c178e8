import type { NotificationMessageBook } from '../notification-types';

/** The words of every notification type in German (formal Sie): an i18next resource (`{{name}}` placeholders). */
export const messages: NotificationMessageBook = {
  'application.submitted': { title: 'Neue Bewerbung', body: '{{seeker}} hat sich auf „{{job_title}}“ beworben.' },
  'application.cancelled': {
    title: 'Bewerbung zurückgezogen',
    body: '{{seeker}} hat die Bewerbung auf „{{job_title}}“ zurückgezogen.',
  },
  'application.accepted': {
    title: 'Bewerbung angenommen',
    body: '{{company}} hat Ihre Bewerbung auf „{{job_title}}“ angenommen.',
  },
  'application.rejected': {
    title: 'Bewerbung nicht erfolgreich',
    body: '{{company}} hat sich gegen Ihre Bewerbung auf „{{job_title}}“ entschieden.',
  },
  'cv-action.requested': {
    title: 'Neue Anfrage',
    body: '{{company}} hat Ihnen eine Anfrage gesendet.',
    title_shortlist: 'Sie stehen auf der Auswahlliste',
    body_shortlist: '{{company}} hat Sie auf die Auswahlliste gesetzt.',
    title_interview: 'Einladung zum Vorstellungsgespräch',
    body_interview: '{{company}} lädt Sie am {{date}} um {{time}} ({{timezone}}) zu einem Vorstellungsgespräch ein.',
    'title_additional-documents': 'Unterlagen angefordert',
    'body_additional-documents': '{{company}} bittet um: {{documents}}.',
  },
  'cv-action.cancelled': {
    title: 'Anfrage zurückgezogen',
    body: '{{company}} hat seine Anfrage zurückgezogen.',
    body_shortlist: '{{company}} hat Sie von der Auswahlliste genommen.',
    body_interview: '{{company}} hat die Einladung zum Vorstellungsgespräch zurückgezogen.',
    'body_additional-documents': '{{company}} hat die Anforderung von Unterlagen zurückgezogen.',
  },
  'cv-action.declined': {
    title: 'Neuigkeiten von {{company}}',
    body: '{{company}} hat sich entschieden, nicht weiterzumachen.',
    body_shortlist: '{{company}} hat sich nach der Auswahlliste entschieden, nicht weiterzumachen.',
    body_interview:
      '{{company}} hat sich nach der Einladung zum Vorstellungsgespräch entschieden, nicht weiterzumachen.',
    'body_additional-documents':
      '{{company}} hat sich nach der Anforderung von Unterlagen entschieden, nicht weiterzumachen.',
  },
  'cv-action.responded': {
    title: 'Neue Antwort auf Ihre Anfrage',
    body: '{{seeker}} hat auf Ihre Anfrage geantwortet.',
    body_shortlist: '{{seeker}} hat auf Ihre Auswahlliste geantwortet.',
    body_interview: '{{seeker}} hat auf Ihre Einladung zum Vorstellungsgespräch geantwortet.',
    'body_additional-documents': '{{seeker}} hat auf Ihre Anforderung von Unterlagen geantwortet.',
  },
  'employment.started': {
    title: '{{company}} hat Sie eingestellt',
    body: '{{company}} hat Sie als {{position}} eingestellt, Beginn am {{start_date}}.',
  },
  'employment.resignation-requested': {
    title: 'Kündigungswunsch',
    body: '{{seeker}} möchte die Stelle als {{position}} kündigen.',
  },
  'employment.resigned': {
    title: 'Kündigung angenommen',
    body: '{{company}} hat Ihre Kündigung als {{position}} angenommen.',
  },
  'employment.terminated': {
    title: 'Beschäftigung beendet',
    body: '{{company}} hat Ihre Beschäftigung als {{position}} beendet. Ihr letzter Arbeitstag ist der {{date}}.',
  },
  'support.reply': { title: 'Der Support hat Ihre Anfrage beantwortet', body: '{{ticket_subject}}' },
  'verification.approved': {
    title: 'Ihr Unternehmen ist verifiziert',
    body: '{{company}} wurde freigegeben. Sie können jetzt Stellen ausschreiben.',
  },
  'verification.declined': {
    title: 'Die Verifizierung Ihres Unternehmens wurde abgelehnt',
    body: 'Grund: {{reason}}',
  },
};
