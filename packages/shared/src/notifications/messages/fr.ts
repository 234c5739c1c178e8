import type { NotificationMessageBook } from '../notification-types';

const NB = '\u00a0';

/** The words of every notification type in French (a no-break space before : ; ? ! and inside « »): an i18next resource (`{{name}}` placeholders). */
export const messages: NotificationMessageBook = {
  'application.submitted': {
    title: 'Nouvelle candidature',
    body: `{{seeker}} a postulé à «${NB}{{job_title}}${NB}».`,
  },
  'application.cancelled': {
    title: 'Candidature retirée',
    body: `{{seeker}} a retiré sa candidature à «${NB}{{job_title}}${NB}».`,
  },
  'application.accepted': {
    title: 'Candidature acceptée',
    body: `{{company}} a accepté votre candidature à «${NB}{{job_title}}${NB}».`,
  },
  'application.rejected': {
    title: 'Candidature non retenue',
    body: `{{company}} n’a pas retenu votre candidature à «${NB}{{job_title}}${NB}».`,
  },
  'cv-action.requested': {
    title: 'Nouvelle demande',
    body: '{{company}} vous a envoyé une demande.',
    title_shortlist: 'Vous êtes présélectionné(e)',
    body_shortlist: '{{company}} vous a présélectionné(e).',
    title_interview: 'Invitation à un entretien',
    body_interview: '{{company}} vous invite à un entretien le {{date}} à {{time}} ({{timezone}}).',
    'title_additional-documents': 'Documents demandés',
    'body_additional-documents': `{{company}} vous demande${NB}: {{documents}}.`,
  },
  'cv-action.cancelled': {
    title: 'Demande retirée',
    body: '{{company}} a retiré sa demande.',
    body_shortlist: '{{company}} a retiré sa présélection.',
    body_interview: '{{company}} a retiré son invitation à un entretien.',
    'body_additional-documents': '{{company}} a retiré sa demande de documents.',
  },
  'cv-action.declined': {
    title: 'Nouvelles de {{company}}',
    body: '{{company}} a décidé de ne pas donner suite.',
    body_shortlist: '{{company}} a décidé de ne pas donner suite à sa présélection.',
    body_interview: '{{company}} a décidé de ne pas donner suite à son invitation à un entretien.',
    'body_additional-documents': '{{company}} a décidé de ne pas donner suite à sa demande de documents.',
  },
  'cv-action.responded': {
    title: 'Un candidat a répondu',
    body: '{{seeker}} a répondu à votre demande.',
    body_shortlist: '{{seeker}} a répondu à votre présélection.',
    body_interview: '{{seeker}} a répondu à votre invitation à un entretien.',
    'body_additional-documents': '{{seeker}} a répondu à votre demande de documents.',
  },
  'employment.started': {
    title: '{{company}} vous a embauché(e)',
    body: '{{company}} vous a embauché(e) comme {{position}} à partir du {{start_date}}.',
  },
  'employment.resignation-requested': {
    title: 'Demande de démission',
    body: '{{seeker}} demande à démissionner du poste de {{position}}.',
  },
  'employment.resigned': {
    title: 'Démission acceptée',
    body: '{{company}} a accepté votre démission du poste de {{position}}.',
  },
  'employment.terminated': {
    title: 'Fin de l’emploi',
    body: '{{company}} a mis fin à votre emploi de {{position}}. Votre dernier jour est le {{date}}.',
  },
  'support.reply': { title: 'Le support a répondu à votre demande', body: '{{ticket_subject}}' },
  'verification.approved': {
    title: 'Votre entreprise est vérifiée',
    body: '{{company}} a été approuvée. Vous pouvez maintenant publier des offres.',
  },
  'verification.declined': {
    title: 'La vérification de votre entreprise a été refusée',
    body: `Motif${NB}: {{reason}}`,
  },
};
