import { describe, expect, it } from 'vitest';

import { fromAcceptLanguage } from '../i18n/languages';
import { interpolate, renderNotification } from './notification-types';

describe('renderNotification', () => {
  it('words a type in each language, choosing a CV action’s words by its subject', () => {
    const params = { company: 'Acme', subject: 'shortlist' };
    expect(renderNotification('en', 'cv-action.requested', params)).toEqual({
      title: 'You were shortlisted',
      body: 'Acme shortlisted you.',
    });
    expect(renderNotification('de', 'cv-action.cancelled', params)).toEqual({
      title: 'Anfrage zurückgezogen',
      body: 'Acme hat Sie von der Auswahlliste genommen.',
    });
    expect(renderNotification('fr', 'verification.declined', { reason: 'Illisible' })?.body).toBe(
      'Motif\u00a0: Illisible',
    );
  });

  it('gives null for a type outside the catalogue or parameters that do not fit, so the stored text shows', () => {
    expect(renderNotification('en', 'ticket.answered', {})).toBeNull();
    expect(renderNotification('en', 'application.accepted', { company: 'Acme' })).toBeNull();
    expect(renderNotification('en', 'application.accepted', { company: 'Acme', job_title: 'x', extra: 1 })).toBeNull();
    expect(renderNotification('en', 'toString', {})).toBeNull();
  });

  it('interpolates only known parameters and leaves markup as text', () => {
    expect(interpolate('{{a}} and {{ b }} and {{c}}', { a: '<b>', b: 2 })).toBe('<b> and 2 and {{c}}');
  });
});

describe('fromAcceptLanguage', () => {
  it('takes the best supported language by quality', () => {
    expect(fromAcceptLanguage('ja, de-CH;q=0.8, fr;q=0.9')).toBe('fr');
    expect(fromAcceptLanguage('ja, zh;q=0.5')).toBeNull();
    expect(fromAcceptLanguage(undefined)).toBeNull();
    expect(fromAcceptLanguage('pt;q=0, en;q=0.1')).toBe('en');
  });
});
