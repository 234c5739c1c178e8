import type { NotificationMessageBook } from '../notification-types';

/** The words of every notification type in European Portuguese: an i18next resource (`{{name}}` placeholders). */
export const messages: NotificationMessageBook = {
  'application.submitted': { title: 'Nova candidatura', body: '{{seeker}} candidatou-se a «{{job_title}}».' },
  'application.cancelled': {
    title: 'Candidatura retirada',
    body: '{{seeker}} retirou a candidatura a «{{job_title}}».',
  },
  'application.accepted': {
    title: 'Candidatura aceite',
    body: '{{company}} aceitou a sua candidatura a «{{job_title}}».',
  },
  'application.rejected': {
    title: 'Candidatura sem sucesso',
    body: '{{company}} decidiu não avançar com a sua candidatura a «{{job_title}}».',
  },
  'cv-action.requested': {
    title: 'Novo pedido',
    body: '{{company}} enviou-lhe um pedido.',
    title_shortlist: 'Foi pré-selecionado(a)',
    body_shortlist: '{{company}} pré-selecionou-o(a).',
    title_interview: 'Convite para entrevista',
    body_interview: '{{company}} convida-o(a) para uma entrevista a {{date}} às {{time}} ({{timezone}}).',
    'title_additional-documents': 'Documentos pedidos',
    'body_additional-documents': '{{company}} pede: {{documents}}.',
  },
  'cv-action.cancelled': {
    title: 'Pedido retirado',
    body: '{{company}} retirou o seu pedido.',
    body_shortlist: '{{company}} retirou a pré-seleção.',
    body_interview: '{{company}} retirou o convite para entrevista.',
    'body_additional-documents': '{{company}} retirou o pedido de documentos.',
  },
  'cv-action.declined': {
    title: 'Novidades de {{company}}',
    body: '{{company}} decidiu não avançar.',
    body_shortlist: '{{company}} decidiu não avançar após a pré-seleção.',
    body_interview: '{{company}} decidiu não avançar após o convite para entrevista.',
    'body_additional-documents': '{{company}} decidiu não avançar após o pedido de documentos.',
  },
  'cv-action.responded': {
    title: 'Um candidato respondeu',
    body: '{{seeker}} respondeu ao seu pedido.',
    body_shortlist: '{{seeker}} respondeu à sua pré-seleção.',
    body_interview: '{{seeker}} respondeu ao seu convite para entrevista.',
    'body_additional-documents': '{{seeker}} respondeu ao seu pedido de documentos.',
  },
  'employment.started': {
    title: '{{company}} contratou-o(a)',
    body: '{{company}} contratou-o(a) como {{position}}, com início a {{start_date}}.',
  },
  'employment.resignation-requested': {
    title: 'Pedido de demissão',
    body: '{{seeker}} pede para se demitir do cargo de {{position}}.',
  },
  'employment.resigned': {
    title: 'Demissão aceite',
    body: '{{company}} aceitou a sua demissão do cargo de {{position}}.',
  },
  'employment.terminated': {
    title: 'Contrato terminado',
    body: '{{company}} terminou o seu contrato como {{position}}. O seu último dia é {{date}}.',
  },
  'support.reply': { title: 'O apoio respondeu ao seu pedido', body: '{{ticket_subject}}' },
  'verification.approved': {
    title: 'A sua empresa está verificada',
    body: '{{company}} foi aprovada. Já pode publicar ofertas de emprego.',
  },
  'verification.declined': { title: 'A verificação da sua empresa foi recusada', body: 'Motivo: {{reason}}' },
};
