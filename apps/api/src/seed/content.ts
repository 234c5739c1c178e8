import { randomUUID } from 'node:crypto';

import type { Language } from '@hireway/shared';

import type { Database } from '../db/database';
import { nowIso } from '../db/database';

/**
 * Demo blog articles for job seekers and FAQs in every interface language. Idempotent: an article is added only
 * when its slug is missing, an FAQ only when its (language, key) is missing; existing rows, possibly edited by
 * an admin, are left as they are. Never called in production (demo data is off there).
 */

interface DemoArticle {
  slug: string;
  title: string;
  excerpt: string;
  tags: string[];
  author: string;
  body: string;
}

export const DEMO_ARTICLES: readonly DemoArticle[] = [
  {
    slug: 'how-to-write-a-cv-that-gets-read',
    title: 'How to write a CV that gets read',
    excerpt:
      'Recruiters skim before they read. Structure, evidence and a little editing discipline decide whether your CV makes the shortlist.',
    tags: ['cv', 'applications'],
    author: 'Clara Jensen',
    body: `Most recruiters decide within a minute whether a CV deserves a closer look. That is not a reason to panic; it is a reason to make the important things easy to find.

## Start with a short profile

Three or four sentences at the top should say who you are professionally, what you are good at and what you are looking for next. Write it for the job you want, not for every job you have ever done.

## Show results, not duties

"Responsible for customer accounts" tells the reader little. "Looked after 40 customer accounts and kept 95% of them through a price increase" tells a story. For each role, pick two to four achievements and, where you can, put a number on them.

- Use active verbs: *led*, *built*, *reduced*, *introduced*.
- Keep each bullet to one or two lines.
- Put the most relevant achievement first.

## Keep the layout calm

One clear font, consistent dates, and enough white space. Two pages are plenty for most people; one is fine early in your career. Save the file as a PDF so it looks the same on every screen.

## Tailor it every time

Read the job advert and mirror its language where it honestly describes your experience. Many employers filter applications by keywords, and a recruiter will look for the same words on a quick read.

> A CV is not a biography. It is the evidence that you can do the next job.

Finally, ask someone you trust to read it. Typos are easy to fix and surprisingly costly to leave in.`,
  },
  {
    slug: 'interview-preparation-checklist',
    title: 'Preparing for a job interview: a practical checklist',
    excerpt:
      'Good interviews are rarely improvised. Use this checklist in the days before to walk in calm, prepared and ready to ask good questions.',
    tags: ['interviews'],
    author: 'Daniel Moreau',
    body: `An interview is a conversation with a purpose: the employer wants to know whether you can do the job and whether you will enjoy doing it with them. Preparation lets you spend the time on that conversation instead of on nerves.

## Research the company

Read the company's website, recent news and the job description again. Note what the team does, who its customers are and one or two things you genuinely find interesting. You will use them when you answer "Why do you want to work here?".

## Prepare your stories

Most questions are variations of "Tell me about a time when…". Prepare five or six short stories from your experience and shape them with the STAR method:

1. **Situation**: where and when it happened.
2. **Task**: what you had to achieve.
3. **Action**: what *you* did, step by step.
4. **Result**: what changed, ideally with a number.

## Practise out loud

Say your answers aloud, ideally to a friend or in front of a camera. You will notice where you ramble and where you undersell yourself.

## Plan the practical details

- Check the time, the address or the video link the day before.
- Test your camera, microphone and internet connection for online interviews.
- Have a copy of your CV and a notepad ready.

## Bring your own questions

Ask about the first months in the role, how success is measured and how the team works together. Good questions show that you are thinking about doing the job, not only about getting it.

Afterwards, send a short thank-you note and write down what went well. Every interview makes the next one easier.`,
  },
  {
    slug: 'negotiating-your-salary',
    title: 'Negotiating your salary without the awkwardness',
    excerpt:
      'Salary negotiation is a normal part of hiring. With research and a clear number in mind, you can ask for what you are worth and keep the relationship warm.',
    tags: ['salary', 'offers'],
    author: 'Amara Okafor',
    body: `Many people accept the first offer because negotiating feels uncomfortable. Yet most employers expect a conversation about pay, and a calm, well-prepared request rarely costs you the job.

## Know your market value

Look at salary surveys for your role, industry and region, and ask people in similar positions what is realistic. Decide on three figures before any conversation: the salary you would love, the one you would be happy with, and the minimum below which you would walk away.

## Let them name a number first, if you can

If you are asked about your expectations early, you can say that you would like to learn more about the role first. When you do give a figure, give a narrow range whose lower end you would still be pleased with.

## Negotiate the whole package

Salary is only one part of an offer. Consider also:

- holiday days and flexible or remote working,
- a training budget or certifications,
- a signing bonus or an earlier salary review,
- the start date.

## Keep the tone collaborative

Thank them for the offer, say that you are excited about the role, and then make your request with a reason: "Based on my experience with X and the market rate for this role, I was hoping for a salary of Y." Then pause and let them answer.

If the answer is no, ask what would need to happen for a raise in six months and get it in writing. Whatever the outcome, a respectful negotiation usually leaves both sides with more trust, not less.`,
  },
  {
    slug: 'thriving-in-remote-work',
    title: 'Remote work: how to stay visible, focused and connected',
    excerpt:
      'Working from home brings freedom and new challenges. Simple routines help you do your best work and stay part of the team.',
    tags: ['remote-work'],
    author: 'Lena Schmidt',
    body: `Remote work removes the commute but also the small moments that make work feel shared: the chat by the coffee machine, the quick question across the desk. Doing well remotely means replacing those moments on purpose.

## Create a real workspace

A separate corner, a good chair and a reliable internet connection matter more than fancy gadgets. When you close the laptop at the end of the day, you leave the office.

## Make your work visible

In an office, people see you working. At home, they see your results and your updates. Share short progress notes, write down decisions, and say early when something is blocked.

## Protect your focus

- Block time in your calendar for deep work.
- Turn off notifications you do not need.
- Agree with your team when you are reachable and when you are not.

## Stay connected

Turn your camera on when it helps, schedule regular one-to-ones with your manager, and occasionally have a call that is not about work at all. Relationships are what carry a team through busy weeks.

## Look after yourself

Take real breaks, go outside in daylight, and stop at a set time. Remote work is a marathon, and the people who thrive in it are those who keep a sustainable rhythm.`,
  },
  {
    slug: 'changing-careers',
    title: 'Changing careers: turning experience into a new direction',
    excerpt:
      'A career change does not mean starting from zero. Learn how to map your transferable skills, close the gaps and tell a convincing story.',
    tags: ['career-change'],
    author: 'Daniel Moreau',
    body: `Changing careers can feel like giving up everything you have built. In reality, most of what you have learned travels with you: how you work with people, solve problems and organise your time.

## Find out what you actually want

Before updating your CV, talk to people who already do the job you are considering. Ask what a typical week looks like and what they wish they had known earlier. A few conversations can save you months in the wrong direction.

## Map your transferable skills

Write down what you do well and find the same skills in the new field. A teacher presents, plans and manages groups; a retail manager handles budgets, schedules and difficult customers. These skills are valuable almost everywhere.

## Close the gaps deliberately

Compare job adverts in your target field with your experience. For each gap, choose one concrete step:

1. an online course or a certificate,
2. a volunteer project or a side project,
3. a short placement, internship or part-time role.

## Tell a coherent story

Employers want to understand why you are changing and why now. Prepare a short, positive explanation that connects your past to your future: what you bring with you, what you have done to prepare, and why this field fits you.

A career change takes patience. Set small goals, celebrate progress, and remember that many successful people are on their second or third career.`,
  },
  {
    slug: 'your-first-90-days',
    title: 'Your first 90 days in a new job',
    excerpt:
      'The first three months shape how colleagues see you for years. Here is how to learn fast, build relationships and deliver early wins.',
    tags: ['new-job', 'career-growth'],
    author: 'Clara Jensen',
    body: `Congratulations on the new job! The first three months are a period of learning for you and of observation for your new colleagues. A simple plan helps you use that time well.

## Days 1 to 30: listen and learn

Meet the people you will work with and ask how they see the team, its goals and its challenges. Learn the tools and processes, and write down what surprises you: fresh eyes notice things others no longer see.

## Days 31 to 60: contribute

Take on tasks that matter to your manager and finish them well. Share what you have learned and suggest small improvements, but be careful not to criticise how things were done before you arrived.

## Days 61 to 90: take ownership

By now you should know where you can make a difference. Agree with your manager on one or two goals for the next quarter and own them.

## Habits that help throughout

- Have a regular check-in with your manager and ask for feedback early.
- Keep a list of your achievements; it will help in your first review.
- Say yes to lunches and coffees: relationships make work easier.
- Ask questions. Nobody expects you to know everything yet.

Starting a job is exciting and tiring at the same time. Be patient with yourself, keep learning, and by the end of the third month you will feel at home.`,
  },
];

type Translations = Record<Language, { question: string; answer: string }>;

interface DemoFaq {
  key: string;
  category: string;
  text: Translations;
}

export const DEMO_FAQS: readonly DemoFaq[] = [
  {
    key: 'registration-fee',
    category: 'payments',
    text: {
      en: {
        question: 'How does the registration fee work?',
        answer:
          'Job seekers pay a one-time registration fee after completing their onboarding. The amount is shown before you pay, the payment is handled by our secure payment provider, and once it is confirmed your CV becomes visible to verified employers.',
      },
      de: {
        question: 'Wie funktioniert die Registrierungsgebühr?',
        answer:
          'Jobsuchende zahlen nach dem Onboarding einmalig eine Registrierungsgebühr. Der Betrag wird vor der Zahlung angezeigt, die Zahlung wickelt unser sicherer Zahlungsanbieter ab, und nach der Bestätigung ist Ihr Lebenslauf für verifizierte Arbeitgeber sichtbar.',
      },
      fr: {
        question: "Comment fonctionnent les frais d'inscription ?",
        answer:
          "Les candidats paient des frais d'inscription uniques après avoir terminé leur intégration. Le montant est affiché avant le paiement, celui-ci est traité par notre prestataire de paiement sécurisé et, une fois confirmé, votre CV devient visible pour les employeurs vérifiés.",
      },
      pt: {
        question: 'Como funciona a taxa de registo?',
        answer:
          'Os candidatos pagam uma taxa de registo única depois de concluírem o processo de integração. O valor é indicado antes do pagamento, que é processado pelo nosso fornecedor de pagamentos seguro; depois de confirmado, o seu CV fica visível para empregadores verificados.',
      },
    },
  },
  {
    key: 'payment-problems',
    category: 'payments',
    text: {
      en: {
        question: 'What if my payment fails or I am charged twice?',
        answer:
          'If a payment fails, you can simply try again from the payment page. A payment reference is only ever credited once, so you cannot be registered twice; if you see two charges, open a support ticket in the "Payments" category with the payment reference and we will sort it out.',
      },
      de: {
        question: 'Was passiert, wenn meine Zahlung fehlschlägt oder doppelt abgebucht wird?',
        answer:
          'Schlägt eine Zahlung fehl, können Sie es auf der Zahlungsseite einfach erneut versuchen. Jede Zahlungsreferenz wird nur einmal gutgeschrieben. Sehen Sie dennoch zwei Abbuchungen, eröffnen Sie ein Support-Ticket in der Kategorie „Zahlungen“ mit der Zahlungsreferenz, und wir kümmern uns darum.',
      },
      fr: {
        question: 'Que se passe-t-il si mon paiement échoue ou si je suis débité deux fois ?',
        answer:
          "Si un paiement échoue, vous pouvez simplement réessayer depuis la page de paiement. Une référence de paiement n'est jamais créditée deux fois ; si vous constatez deux débits, ouvrez un ticket d'assistance dans la catégorie « Paiements » avec la référence du paiement et nous réglerons la situation.",
      },
      pt: {
        question: 'E se o meu pagamento falhar ou for cobrado duas vezes?',
        answer:
          'Se um pagamento falhar, basta tentar novamente na página de pagamento. Cada referência de pagamento só é creditada uma vez; se vir duas cobranças, abra um pedido de suporte na categoria «Pagamentos» com a referência do pagamento e nós resolvemos a situação.',
      },
    },
  },
  {
    key: 'employer-verification',
    category: 'employers',
    text: {
      en: {
        question: 'How are employers verified?',
        answer:
          'Every business submits its company details and registration documents during onboarding. Our team reviews them before the employer can post jobs or see candidates. Until then the account is pending; an employer whose documents do not check out is declined and may resubmit.',
      },
      de: {
        question: 'Wie werden Arbeitgeber verifiziert?',
        answer:
          'Jedes Unternehmen reicht beim Onboarding seine Firmendaten und Registrierungsunterlagen ein. Unser Team prüft sie, bevor der Arbeitgeber Stellen veröffentlichen oder Kandidaten sehen kann. Bis dahin ist das Konto ausstehend; werden die Unterlagen nicht bestätigt, wird der Antrag abgelehnt und kann erneut eingereicht werden.',
      },
      fr: {
        question: 'Comment les employeurs sont-ils vérifiés ?',
        answer:
          "Chaque entreprise transmet ses informations et ses documents d'immatriculation lors de son intégration. Notre équipe les examine avant que l'employeur puisse publier des offres ou consulter des candidats. En attendant, le compte reste en attente ; si les documents ne sont pas conformes, la demande est refusée et peut être soumise à nouveau.",
      },
      pt: {
        question: 'Como são verificados os empregadores?',
        answer:
          'Cada empresa envia os seus dados e documentos de registo durante a integração. A nossa equipa analisa-os antes de o empregador poder publicar ofertas ou ver candidatos. Até lá, a conta fica pendente; se os documentos não forem válidos, o pedido é recusado e pode ser submetido novamente.',
      },
    },
  },
  {
    key: 'how-to-apply',
    category: 'jobs',
    text: {
      en: {
        question: 'How do I apply for a job?',
        answer:
          'Open a job from the job list and select "Apply". Your Hireway CV is sent with the application, so keep it complete and up to date. You can withdraw an application as long as the employer has not yet decided on it.',
      },
      de: {
        question: 'Wie bewerbe ich mich auf eine Stelle?',
        answer:
          'Öffnen Sie eine Stelle aus der Stellenliste und wählen Sie „Bewerben“. Ihr Hireway-Lebenslauf wird mit der Bewerbung gesendet – halten Sie ihn also vollständig und aktuell. Sie können eine Bewerbung zurückziehen, solange der Arbeitgeber noch nicht entschieden hat.',
      },
      fr: {
        question: 'Comment postuler à une offre ?',
        answer:
          "Ouvrez une offre depuis la liste des emplois et sélectionnez « Postuler ». Votre CV Hireway est envoyé avec la candidature : gardez-le complet et à jour. Vous pouvez retirer une candidature tant que l'employeur n'a pas encore pris de décision.",
      },
      pt: {
        question: 'Como me candidato a uma oferta de emprego?',
        answer:
          'Abra uma oferta na lista de empregos e selecione «Candidatar-me». O seu CV Hireway é enviado com a candidatura, por isso mantenha-o completo e atualizado. Pode retirar uma candidatura enquanto o empregador ainda não tiver tomado uma decisão.',
      },
    },
  },
  {
    key: 'application-status',
    category: 'jobs',
    text: {
      en: {
        question: 'How do I know what happened to my application?',
        answer:
          'The "Track" page lists all your applications with their current status, as well as interview invitations and requests for additional documents. You also receive a notification whenever an employer makes a decision.',
      },
      de: {
        question: 'Wie erfahre ich, was aus meiner Bewerbung geworden ist?',
        answer:
          'Die Seite „Verfolgen“ zeigt alle Ihre Bewerbungen mit ihrem aktuellen Status sowie Einladungen zu Vorstellungsgesprächen und Anfragen nach weiteren Unterlagen. Außerdem erhalten Sie eine Benachrichtigung, sobald ein Arbeitgeber entscheidet.',
      },
      fr: {
        question: 'Comment savoir où en est ma candidature ?',
        answer:
          "La page « Suivi » présente toutes vos candidatures avec leur statut actuel, ainsi que les invitations à des entretiens et les demandes de documents complémentaires. Vous recevez aussi une notification dès qu'un employeur prend une décision.",
      },
      pt: {
        question: 'Como sei o que aconteceu à minha candidatura?',
        answer:
          'A página «Acompanhar» mostra todas as suas candidaturas com o estado atual, bem como convites para entrevistas e pedidos de documentos adicionais. Também recebe uma notificação sempre que um empregador toma uma decisão.',
      },
    },
  },
  {
    key: 'data-privacy',
    category: 'privacy',
    text: {
      en: {
        question: 'Who can see my CV and personal data?',
        answer:
          'Your CV is shown only to verified employers, and only after your registration fee is paid. Employers see your contact details when you apply to one of their jobs. We never sell your data, and you can ask for a copy of it at any time through support.',
      },
      de: {
        question: 'Wer kann meinen Lebenslauf und meine persönlichen Daten sehen?',
        answer:
          'Ihr Lebenslauf wird nur verifizierten Arbeitgebern angezeigt, und zwar erst nach Zahlung der Registrierungsgebühr. Ihre Kontaktdaten sieht ein Arbeitgeber, wenn Sie sich auf eine seiner Stellen bewerben. Wir verkaufen Ihre Daten nie, und Sie können über den Support jederzeit eine Kopie anfordern.',
      },
      fr: {
        question: 'Qui peut voir mon CV et mes données personnelles ?',
        answer:
          "Votre CV n'est visible que par des employeurs vérifiés, et seulement après le paiement de vos frais d'inscription. Un employeur voit vos coordonnées lorsque vous postulez à l'une de ses offres. Nous ne vendons jamais vos données et vous pouvez en demander une copie à tout moment auprès de l'assistance.",
      },
      pt: {
        question: 'Quem pode ver o meu CV e os meus dados pessoais?',
        answer:
          'O seu CV só é mostrado a empregadores verificados e apenas depois de a taxa de registo estar paga. Um empregador vê os seus contactos quando se candidata a uma das suas ofertas. Nunca vendemos os seus dados e pode pedir uma cópia a qualquer momento através do suporte.',
      },
    },
  },
  {
    key: 'delete-account',
    category: 'account',
    text: {
      en: {
        question: 'How do I delete my account?',
        answer:
          'Open a support ticket in the "Account" category and ask for your account to be deleted. We confirm the request with you and then delete your profile, CV and applications within one month, keeping only what the law requires us to retain, such as payment records.',
      },
      de: {
        question: 'Wie lösche ich mein Konto?',
        answer:
          'Eröffnen Sie ein Support-Ticket in der Kategorie „Konto“ und bitten Sie um die Löschung. Wir bestätigen die Anfrage mit Ihnen und löschen Ihr Profil, Ihren Lebenslauf und Ihre Bewerbungen innerhalb eines Monats. Aufbewahrt wird nur, was wir gesetzlich aufbewahren müssen, etwa Zahlungsbelege.',
      },
      fr: {
        question: 'Comment supprimer mon compte ?',
        answer:
          "Ouvrez un ticket d'assistance dans la catégorie « Compte » et demandez la suppression de votre compte. Nous confirmons la demande avec vous, puis supprimons votre profil, votre CV et vos candidatures dans un délai d'un mois, en ne conservant que ce que la loi nous oblige à garder, comme les justificatifs de paiement.",
      },
      pt: {
        question: 'Como elimino a minha conta?',
        answer:
          'Abra um pedido de suporte na categoria «Conta» e peça a eliminação da sua conta. Confirmamos o pedido consigo e eliminamos o seu perfil, CV e candidaturas no prazo de um mês, guardando apenas o que a lei nos obriga a conservar, como os registos de pagamento.',
      },
    },
  },
  {
    key: 'account-security',
    category: 'account',
    text: {
      en: {
        question: 'How can I keep my account secure?',
        answer:
          'Use a long, unique password and turn on two-factor authentication with an authenticator app under Security. Keep your recovery codes somewhere safe: they let you back in if you lose your phone. We will never ask for your password or codes by e-mail or phone.',
      },
      de: {
        question: 'Wie schütze ich mein Konto?',
        answer:
          'Verwenden Sie ein langes, einzigartiges Passwort und aktivieren Sie unter „Sicherheit“ die Zwei-Faktor-Authentifizierung mit einer Authenticator-App. Bewahren Sie Ihre Wiederherstellungscodes sicher auf: Mit ihnen kommen Sie wieder in Ihr Konto, falls Sie Ihr Telefon verlieren. Wir fragen nie per E-Mail oder Telefon nach Ihrem Passwort oder Ihren Codes.',
      },
      fr: {
        question: 'Comment sécuriser mon compte ?',
        answer:
          "Utilisez un mot de passe long et unique, et activez l'authentification à deux facteurs avec une application d'authentification dans « Sécurité ». Conservez vos codes de récupération en lieu sûr : ils vous permettent de retrouver l'accès si vous perdez votre téléphone. Nous ne vous demanderons jamais votre mot de passe ni vos codes par e-mail ou par téléphone.",
      },
      pt: {
        question: 'Como posso manter a minha conta segura?',
        answer:
          'Use uma palavra-passe longa e única e ative a autenticação de dois fatores com uma aplicação de autenticação em «Segurança». Guarde os códigos de recuperação num local seguro: permitem-lhe voltar a entrar se perder o telemóvel. Nunca lhe pediremos a palavra-passe ou os códigos por e-mail ou telefone.',
      },
    },
  },
  {
    key: 'forgot-password',
    category: 'account',
    text: {
      en: {
        question: 'I forgot my password. What can I do?',
        answer:
          'Select "Forgot password" on the login page and enter your e-mail address. If an account exists, you will receive a link to choose a new password; it is valid for 60 minutes. For security, resetting your password signs you out on all your devices.',
      },
      de: {
        question: 'Ich habe mein Passwort vergessen. Was kann ich tun?',
        answer:
          'Wählen Sie auf der Anmeldeseite „Passwort vergessen“ und geben Sie Ihre E-Mail-Adresse ein. Gibt es ein Konto, erhalten Sie einen Link, mit dem Sie ein neues Passwort festlegen können; er ist 60 Minuten gültig. Aus Sicherheitsgründen werden Sie danach auf allen Geräten abgemeldet.',
      },
      fr: {
        question: "J'ai oublié mon mot de passe. Que faire ?",
        answer:
          'Sélectionnez « Mot de passe oublié » sur la page de connexion et saisissez votre adresse e-mail. Si un compte existe, vous recevrez un lien pour choisir un nouveau mot de passe, valable 60 minutes. Par sécurité, la réinitialisation vous déconnecte de tous vos appareils.',
      },
      pt: {
        question: 'Esqueci-me da palavra-passe. O que posso fazer?',
        answer:
          'Selecione «Esqueci-me da palavra-passe» na página de início de sessão e introduza o seu e-mail. Se existir uma conta, receberá uma ligação para escolher uma nova palavra-passe, válida durante 60 minutos. Por segurança, a reposição termina a sessão em todos os seus dispositivos.',
      },
    },
  },
  {
    key: 'contact-support',
    category: 'support',
    text: {
      en: {
        question: 'How do I contact support?',
        answer:
          'Go to "Contact us" and open a ticket: choose a category, describe your question and attach up to three screenshots or PDF documents if they help. You can follow the conversation in the ticket, and you receive a notification when our team replies.',
      },
      de: {
        question: 'Wie erreiche ich den Support?',
        answer:
          'Öffnen Sie unter „Kontakt“ ein Ticket: Wählen Sie eine Kategorie, beschreiben Sie Ihr Anliegen und hängen Sie bei Bedarf bis zu drei Screenshots oder PDF-Dokumente an. Den Verlauf sehen Sie im Ticket, und Sie werden benachrichtigt, sobald unser Team antwortet.',
      },
      fr: {
        question: "Comment contacter l'assistance ?",
        answer:
          "Rendez-vous dans « Nous contacter » et ouvrez un ticket : choisissez une catégorie, décrivez votre demande et joignez jusqu'à trois captures d'écran ou documents PDF si nécessaire. Vous suivez l'échange dans le ticket et recevez une notification lorsque notre équipe répond.",
      },
      pt: {
        question: 'Como contacto o suporte?',
        answer:
          'Aceda a «Contacte-nos» e abra um pedido: escolha uma categoria, descreva a sua questão e anexe até três capturas de ecrã ou documentos PDF, se ajudar. Pode acompanhar a conversa no pedido e recebe uma notificação quando a nossa equipa responder.',
      },
    },
  },
];

const LANGUAGE_ORDER: readonly Language[] = ['en', 'de', 'fr', 'pt'];
const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedDemoContent(db: Database): Promise<{ blogs: number; faqs: number }> {
  let blogs = 0;
  let faqs = 0;
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const existingSlugs = new Set((await trx.selectFrom('blogs').select('slug').execute()).map((row) => row.slug));
    for (const [index, article] of DEMO_ARTICLES.entries()) {
      if (existingSlugs.has(article.slug)) continue;
      // A week apart, newest first in the list order above.
      const publishedAt = new Date(Date.now() - (index * 7 + 1) * DAY_MS).toISOString();
      await trx
        .insertInto('blogs')
        .values({
          id: randomUUID(),
          slug: article.slug,
          title: article.title,
          excerpt: article.excerpt,
          body_markdown: article.body,
          cover_image_url: null,
          tags: JSON.stringify(article.tags),
          author_name: article.author,
          status: 'published',
          published_at: publishedAt,
          created_at: now,
          updated_at: now,
        })
        .execute();
      blogs += 1;
    }

    const existingFaqs = new Set(
      (await trx.selectFrom('faqs').select(['language', 'key']).execute()).map((row) => `${row.language}/${row.key}`),
    );
    for (const language of LANGUAGE_ORDER) {
      for (const [index, faq] of DEMO_FAQS.entries()) {
        if (existingFaqs.has(`${language}/${faq.key}`)) continue;
        const { question, answer } = faq.text[language];
        await trx
          .insertInto('faqs')
          .values({
            id: randomUUID(),
            key: faq.key,
            language,
            category: faq.category,
            question,
            answer,
            position: (index + 1) * 10,
            created_at: now,
            updated_at: now,
          })
          .execute();
        faqs += 1;
      }
    }
  });
  return { blogs, faqs };
}
