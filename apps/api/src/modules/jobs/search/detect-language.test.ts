import { describe, expect, it } from 'vitest';

import { detectLanguage } from './detect-language';

/* Realistic job texts (title + description), as providers write them, including English words in every language. */
const JOBS = {
  en: [
    'Senior Backend Engineer (Node.js)\n\nWe are looking for an experienced engineer to join our platform team. You will design and build APIs, mentor colleagues and own services in production. Requirements: 5+ years with TypeScript, PostgreSQL and Kubernetes. We offer a competitive salary and remote work.',
    'Warehouse Associate – night shift. Pick, pack and ship orders; forklift licence is a plus. Apply today!',
    'Data Analyst',
  ],
  de: [
    'Senior Softwareentwickler Java (m/w/d)\n\nWir suchen zum nächstmöglichen Zeitpunkt eine:n erfahrene:n Entwickler:in für unser Team in München. Ihre Aufgaben: Weiterentwicklung unserer Microservices mit Spring Boot und Kubernetes. Ihr Profil: abgeschlossenes Studium der Informatik, sehr gute Deutschkenntnisse. Wir bieten flexible Arbeitszeiten und 30 Tage Urlaub.',
    'Lagermitarbeiter (m/w/d) in Vollzeit – Kommissionierung und Versand, Staplerschein von Vorteil.',
    'Java Entwickler (m/w/d)',
  ],
  fr: [
    "Développeur Full Stack (H/F)\n\nNous recherchons un développeur pour rejoindre notre équipe à Lyon. Vos missions : concevoir et développer de nouvelles fonctionnalités en React et Node.js, participer aux revues de code. Profil : vous avez au moins 3 ans d'expérience. Télétravail partiel, tickets restaurant.",
    'Chef de projet marketing digital – CDI. Piloter les campagnes, suivre les indicateurs et coordonner les prestataires.',
    'Ingénieur DevOps (H/F)',
  ],
  pt: [
    'Desenvolvedor Backend Pleno\n\nProcuramos um desenvolvedor para integrar a nossa equipa em Lisboa. Responsabilidades: desenvolver e manter APIs em Python, colaborar com o time de produto. Requisitos: experiência com Django e PostgreSQL, inglês avançado. Oferecemos plano de saúde e trabalho remoto.',
    'Analista de Recursos Humanos – vaga em São Paulo. Conduzir processos seletivos e apoiar a gestão de benefícios.',
    'Engenheiro de Dados',
  ],
} as const;

describe('detectLanguage', () => {
  for (const [language, texts] of Object.entries(JOBS)) {
    it.each(texts.map((text) => [text.slice(0, 50), text]))(`${language}: %s…`, (_title, text) => {
      expect(detectLanguage(text)).toBe(language);
    });
  }

  it('answers English when nothing tells', () => {
    expect(detectLanguage('')).toBe('en');
    expect(detectLanguage('Kubernetes SRE 24/7')).toBe('en');
  });
});
