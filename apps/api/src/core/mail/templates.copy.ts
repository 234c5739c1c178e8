import type { Language } from '@hireway/shared';

import type { EmailChrome, EmailCopyBook } from './templates';

/*
 * The words of every e-mail, in every language. Plain text only: the layout escapes and marks it up.
 * Subjects and preheaders never carry codes or links (they show in notification previews and logs).
 * German is formal (Sie), Portuguese is European (palavra-passe, equipa), French uses a no-break space before
 * : ; ? ! and inside « », as the web app's own copy does.
 */

const NB = '\u00a0';

/** "1 minute" / "5 minutes", with the language's plural rules. */
export const countOf = (language: Language, value: number, forms: { one: string; other: string }): string =>
  `${value} ${new Intl.PluralRules(language).select(value) === 'one' ? forms.one : forms.other}`;

const minutesOf = {
  en: (n: number) => countOf('en', n, { one: 'minute', other: 'minutes' }),
  de: (n: number) => countOf('de', n, { one: 'Minute', other: 'Minuten' }),
  fr: (n: number) => countOf('fr', n, { one: 'minute', other: 'minutes' }),
  pt: (n: number) => countOf('pt', n, { one: 'minuto', other: 'minutos' }),
};

const daysOf = {
  en: (n: number) => countOf('en', n, { one: 'day', other: 'days' }),
  de: (n: number) => countOf('de', n, { one: 'Tag', other: 'Tage' }),
  fr: (n: number) => countOf('fr', n, { one: 'jour', other: 'jours' }),
  pt: (n: number) => countOf('pt', n, { one: 'dia', other: 'dias' }),
};

/** When something happened, in the reader's language, in UTC (the account has no time zone). */
const LOCALE: Record<Language, string> = { en: 'en-GB', de: 'de-DE', fr: 'fr-FR', pt: 'pt-PT' };
const whenOf = (language: Language, iso: string): string =>
  `${new Intl.DateTimeFormat(LOCALE[language], { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso))} UTC`;

const chrome: Record<Language, EmailChrome> = {
  en: {
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    linkFallback: 'If the button does not work, copy this address into your browser:',
    signOff: 'The Hireway team',
    footer:
      'You are receiving this e-mail because it concerns your Hireway account. It was sent automatically; replies are not read.',
  },
  de: {
    greeting: (name) => (name ? `Hallo ${name},` : 'Guten Tag,'),
    linkFallback: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:',
    signOff: 'Ihr Hireway-Team',
    footer:
      'Sie erhalten diese E-Mail, weil sie Ihr Hireway-Konto betrifft. Sie wurde automatisch versendet; Antworten werden nicht gelesen.',
  },
  fr: {
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    linkFallback: `Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur${NB}:`,
    signOff: 'L’équipe Hireway',
    footer: `Vous recevez cet e-mail car il concerne votre compte Hireway. Il a été envoyé automatiquement${NB}; les réponses ne sont pas lues.`,
  },
  pt: {
    greeting: (name) => (name ? `Olá ${name},` : 'Olá,'),
    linkFallback: 'Se o botão não funcionar, copie este endereço para o seu navegador:',
    signOff: 'A equipa Hireway',
    footer:
      'Recebe este e-mail porque diz respeito à sua conta Hireway. Foi enviado automaticamente; as respostas não são lidas.',
  },
};

const templates: EmailCopyBook = {
  'confirm-email': {
    en: (p) => ({
      subject: 'Confirm your e-mail address for Hireway',
      preheader: 'One click and your Hireway account is ready.',
      heading: 'Confirm your e-mail address',
      paragraphs: [
        'Welcome to Hireway! To finish setting up your account, please confirm that this e-mail address belongs to you.',
      ],
      actions: [{ label: 'Confirm e-mail address', url: p.link }],
      after: [
        'The link works once. If you did not sign up for Hireway, you can ignore this e-mail: nothing happens without a click.',
      ],
    }),
    de: (p) => ({
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse für Hireway',
      preheader: 'Ein Klick, und Ihr Hireway-Konto ist bereit.',
      heading: 'Bestätigen Sie Ihre E-Mail-Adresse',
      paragraphs: [
        'Willkommen bei Hireway! Um die Einrichtung Ihres Kontos abzuschließen, bestätigen Sie bitte, dass diese E-Mail-Adresse Ihnen gehört.',
      ],
      actions: [{ label: 'E-Mail-Adresse bestätigen', url: p.link }],
      after: [
        'Der Link funktioniert nur einmal. Wenn Sie sich nicht bei Hireway registriert haben, können Sie diese E-Mail ignorieren: Ohne Klick passiert nichts.',
      ],
    }),
    fr: (p) => ({
      subject: 'Confirmez votre adresse e-mail pour Hireway',
      preheader: 'Un clic et votre compte Hireway est prêt.',
      heading: 'Confirmez votre adresse e-mail',
      paragraphs: [
        `Bienvenue sur Hireway${NB}! Pour terminer la création de votre compte, merci de confirmer que cette adresse e-mail vous appartient.`,
      ],
      actions: [{ label: 'Confirmer mon adresse e-mail', url: p.link }],
      after: [
        `Ce lien ne fonctionne qu’une seule fois. Si vous n’avez pas créé de compte Hireway, vous pouvez ignorer cet e-mail${NB}: rien ne se passe sans clic.`,
      ],
    }),
    pt: (p) => ({
      subject: 'Confirme o seu endereço de e-mail no Hireway',
      preheader: 'Um clique e a sua conta Hireway fica pronta.',
      heading: 'Confirme o seu endereço de e-mail',
      paragraphs: [
        'Boas-vindas ao Hireway! Para concluir a configuração da sua conta, confirme que este endereço de e-mail lhe pertence.',
      ],
      actions: [{ label: 'Confirmar endereço de e-mail', url: p.link }],
      after: [
        'A ligação só funciona uma vez. Se não se registou no Hireway, pode ignorar este e-mail: sem um clique, nada acontece.',
      ],
    }),
  },

  'password-reset': {
    en: (p) => ({
      subject: 'Reset your Hireway password',
      preheader: 'Choose a new password for your Hireway account.',
      heading: 'Reset your password',
      paragraphs: [
        'We received a request to reset the password of your Hireway account. Use the button below to choose a new one.',
      ],
      actions: [{ label: 'Choose a new password', url: p.link }],
      after: [
        `The link works once and expires in ${minutesOf.en(p.minutes)}. If you did not ask for a new password, ignore this e-mail: your current password stays as it is.`,
      ],
    }),
    de: (p) => ({
      subject: 'Setzen Sie Ihr Hireway-Passwort zurück',
      preheader: 'Wählen Sie ein neues Passwort für Ihr Hireway-Konto.',
      heading: 'Passwort zurücksetzen',
      paragraphs: [
        'Wir haben eine Anfrage erhalten, das Passwort Ihres Hireway-Kontos zurückzusetzen. Über die Schaltfläche unten wählen Sie ein neues.',
      ],
      actions: [{ label: 'Neues Passwort wählen', url: p.link }],
      after: [
        `Der Link funktioniert nur einmal und läuft in ${minutesOf.de(p.minutes)} ab. Wenn Sie kein neues Passwort angefordert haben, ignorieren Sie diese E-Mail: Ihr bisheriges Passwort bleibt unverändert.`,
      ],
    }),
    fr: (p) => ({
      subject: 'Réinitialisez votre mot de passe Hireway',
      preheader: 'Choisissez un nouveau mot de passe pour votre compte Hireway.',
      heading: 'Réinitialiser votre mot de passe',
      paragraphs: [
        'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Hireway. Choisissez-en un nouveau avec le bouton ci-dessous.',
      ],
      actions: [{ label: 'Choisir un nouveau mot de passe', url: p.link }],
      after: [
        `Ce lien ne fonctionne qu’une seule fois et expire dans ${minutesOf.fr(p.minutes)}. Si vous n’avez pas demandé de nouveau mot de passe, ignorez cet e-mail${NB}: votre mot de passe actuel reste inchangé.`,
      ],
    }),
    pt: (p) => ({
      subject: 'Redefina a sua palavra-passe do Hireway',
      preheader: 'Escolha uma nova palavra-passe para a sua conta Hireway.',
      heading: 'Redefinir a palavra-passe',
      paragraphs: [
        'Recebemos um pedido para redefinir a palavra-passe da sua conta Hireway. Escolha uma nova através do botão abaixo.',
      ],
      actions: [{ label: 'Escolher nova palavra-passe', url: p.link }],
      after: [
        `A ligação só funciona uma vez e expira dentro de ${minutesOf.pt(p.minutes)}. Se não pediu uma nova palavra-passe, ignore este e-mail: a sua palavra-passe atual mantém-se.`,
      ],
    }),
  },

  'password-changed': {
    en: () => ({
      subject: 'Your Hireway password was changed',
      preheader: 'If you made this change, there is nothing more to do.',
      heading: 'Your password was changed',
      paragraphs: [
        'The password of your Hireway account has just been changed. If you made this change, there is nothing more to do.',
        'If you did not, someone else may have access to your account. Reset your password right away with the “Forgot password?” link on the sign-in page, then contact our support team.',
      ],
    }),
    de: () => ({
      subject: 'Ihr Hireway-Passwort wurde geändert',
      preheader: 'Wenn Sie das selbst waren, ist nichts weiter zu tun.',
      heading: 'Ihr Passwort wurde geändert',
      paragraphs: [
        'Das Passwort Ihres Hireway-Kontos wurde soeben geändert. Wenn Sie das selbst waren, ist nichts weiter zu tun.',
        'Falls nicht, hat möglicherweise jemand anderes Zugriff auf Ihr Konto. Setzen Sie Ihr Passwort sofort über den Link „Passwort vergessen?“ auf der Anmeldeseite zurück und wenden Sie sich dann an unseren Support.',
      ],
    }),
    fr: () => ({
      subject: 'Votre mot de passe Hireway a été modifié',
      preheader: 'Si c’est vous, vous n’avez rien d’autre à faire.',
      heading: 'Votre mot de passe a été modifié',
      paragraphs: [
        'Le mot de passe de votre compte Hireway vient d’être modifié. Si c’est vous, vous n’avez rien d’autre à faire.',
        `Sinon, quelqu’un d’autre a peut-être accès à votre compte. Réinitialisez immédiatement votre mot de passe avec le lien «${NB}Mot de passe oublié${NB}?${NB}» de la page de connexion, puis contactez notre support.`,
      ],
    }),
    pt: () => ({
      subject: 'A sua palavra-passe do Hireway foi alterada',
      preheader: 'Se a alteração foi feita por si, não precisa de fazer mais nada.',
      heading: 'A sua palavra-passe foi alterada',
      paragraphs: [
        'A palavra-passe da sua conta Hireway acabou de ser alterada. Se a alteração foi feita por si, não precisa de fazer mais nada.',
        'Caso contrário, outra pessoa pode ter acesso à sua conta. Redefina já a sua palavra-passe através da ligação «Esqueceu-se da palavra-passe?» na página de início de sessão e contacte depois o nosso apoio.',
      ],
    }),
  },

  'payment-receipt': {
    en: (p) => ({
      subject: 'Your Hireway registration fee receipt',
      preheader: 'Thank you: your profile is now visible to employers.',
      heading: 'Payment received',
      paragraphs: [
        `We have received your registration fee of ${p.amount}. Thank you.`,
        'Your profile is now visible to employers searching for candidates, and you can apply for jobs.',
        `Keep this e-mail as your receipt. Payment reference: ${p.reference}.`,
      ],
    }),
    de: (p) => ({
      subject: 'Ihre Quittung für die Hireway-Registrierungsgebühr',
      preheader: 'Vielen Dank: Ihr Profil ist jetzt für Arbeitgeber sichtbar.',
      heading: 'Zahlung erhalten',
      paragraphs: [
        `Wir haben Ihre Registrierungsgebühr von ${p.amount} erhalten. Vielen Dank.`,
        'Ihr Profil ist jetzt für Arbeitgeber sichtbar, die nach Kandidaten suchen, und Sie können sich auf Stellen bewerben.',
        `Bewahren Sie diese E-Mail als Quittung auf. Zahlungsreferenz: ${p.reference}.`,
      ],
    }),
    fr: (p) => ({
      subject: 'Votre reçu pour les frais d’inscription Hireway',
      preheader: `Merci${NB}: votre profil est désormais visible par les employeurs.`,
      heading: 'Paiement reçu',
      paragraphs: [
        `Nous avons bien reçu vos frais d’inscription de ${p.amount}. Merci.`,
        'Votre profil est désormais visible par les employeurs qui recherchent des candidats, et vous pouvez postuler aux offres.',
        `Conservez cet e-mail comme reçu. Référence du paiement${NB}: ${p.reference}.`,
      ],
    }),
    pt: (p) => ({
      subject: 'O seu recibo da taxa de registo Hireway',
      preheader: 'Obrigado: o seu perfil está agora visível para os empregadores.',
      heading: 'Pagamento recebido',
      paragraphs: [
        `Recebemos a sua taxa de registo de ${p.amount}. Obrigado.`,
        'O seu perfil está agora visível para os empregadores que procuram candidatos e já pode candidatar-se a ofertas.',
        `Guarde este e-mail como recibo. Referência do pagamento: ${p.reference}.`,
      ],
    }),
  },

  'mfa-otp': {
    en: (p) => ({
      subject: 'Your Hireway verification code',
      preheader: 'Use the code in this e-mail to finish signing in.',
      heading: 'Your verification code',
      paragraphs: ['Enter this code in Hireway to confirm that it is you:'],
      code: p.code,
      after: [
        `The code expires in ${minutesOf.en(p.minutes)} and works once. Never share it: the Hireway team will never ask you for it.`,
        'If you did not just try to sign in, someone may know your password. Change it now.',
      ],
    }),
    de: (p) => ({
      subject: 'Ihr Hireway-Bestätigungscode',
      preheader: 'Mit dem Code in dieser E-Mail schließen Sie die Anmeldung ab.',
      heading: 'Ihr Bestätigungscode',
      paragraphs: ['Geben Sie diesen Code in Hireway ein, um zu bestätigen, dass Sie es sind:'],
      code: p.code,
      after: [
        `Der Code ist ${minutesOf.de(p.minutes)} lang gültig und funktioniert nur einmal. Geben Sie ihn niemals weiter: Das Hireway-Team wird Sie nie danach fragen.`,
        'Wenn Sie sich gerade nicht anmelden wollten, kennt möglicherweise jemand Ihr Passwort. Ändern Sie es jetzt.',
      ],
    }),
    fr: (p) => ({
      subject: 'Votre code de vérification Hireway',
      preheader: 'Utilisez le code de cet e-mail pour terminer votre connexion.',
      heading: 'Votre code de vérification',
      paragraphs: [`Saisissez ce code dans Hireway pour confirmer qu’il s’agit bien de vous${NB}:`],
      code: p.code,
      after: [
        `Le code est valable ${minutesOf.fr(p.minutes)} et ne fonctionne qu’une seule fois. Ne le communiquez jamais${NB}: l’équipe Hireway ne vous le demandera jamais.`,
        'Si vous n’essayiez pas de vous connecter, quelqu’un connaît peut-être votre mot de passe. Changez-le dès maintenant.',
      ],
    }),
    pt: (p) => ({
      subject: 'O seu código de verificação do Hireway',
      preheader: 'Use o código deste e-mail para concluir o início de sessão.',
      heading: 'O seu código de verificação',
      paragraphs: ['Introduza este código no Hireway para confirmar a sua identidade:'],
      code: p.code,
      after: [
        `O código é válido durante ${minutesOf.pt(p.minutes)} e só funciona uma vez. Nunca o partilhe: a equipa Hireway nunca lho pedirá.`,
        'Se não estava a tentar iniciar sessão, alguém pode conhecer a sua palavra-passe. Altere-a já.',
      ],
    }),
  },

  'mfa-deactivate-code': {
    en: (p) => ({
      subject: 'Confirm turning off two-factor authentication',
      preheader: 'Enter the code in this e-mail to confirm the change.',
      heading: 'Turn off two-factor authentication?',
      paragraphs: [
        'We received a request to turn off two-factor authentication for your Hireway account. To confirm, enter this code:',
      ],
      code: p.code,
      after: [
        `The code expires in ${minutesOf.en(p.minutes)}. Without two-factor authentication, your password alone protects your account.`,
        'If you did not ask for this, do not use the code, change your password and contact our support team.',
      ],
    }),
    de: (p) => ({
      subject: 'Deaktivierung der Zwei-Faktor-Authentifizierung bestätigen',
      preheader: 'Bestätigen Sie die Änderung mit dem Code in dieser E-Mail.',
      heading: 'Zwei-Faktor-Authentifizierung deaktivieren?',
      paragraphs: [
        'Wir haben eine Anfrage erhalten, die Zwei-Faktor-Authentifizierung für Ihr Hireway-Konto zu deaktivieren. Zur Bestätigung geben Sie diesen Code ein:',
      ],
      code: p.code,
      after: [
        `Der Code ist ${minutesOf.de(p.minutes)} lang gültig. Ohne Zwei-Faktor-Authentifizierung schützt allein Ihr Passwort Ihr Konto.`,
        'Wenn Sie das nicht angefordert haben, verwenden Sie den Code nicht, ändern Sie Ihr Passwort und wenden Sie sich an unseren Support.',
      ],
    }),
    fr: (p) => ({
      subject: 'Confirmez la désactivation de l’authentification à deux facteurs',
      preheader: 'Saisissez le code de cet e-mail pour confirmer la modification.',
      heading: `Désactiver l’authentification à deux facteurs${NB}?`,
      paragraphs: [
        `Nous avons reçu une demande de désactivation de l’authentification à deux facteurs pour votre compte Hireway. Pour confirmer, saisissez ce code${NB}:`,
      ],
      code: p.code,
      after: [
        `Le code est valable ${minutesOf.fr(p.minutes)}. Sans authentification à deux facteurs, seul votre mot de passe protège votre compte.`,
        'Si vous n’êtes pas à l’origine de cette demande, n’utilisez pas le code, changez votre mot de passe et contactez notre support.',
      ],
    }),
    pt: (p) => ({
      subject: 'Confirme a desativação da autenticação de dois fatores',
      preheader: 'Introduza o código deste e-mail para confirmar a alteração.',
      heading: 'Desativar a autenticação de dois fatores?',
      paragraphs: [
        'Recebemos um pedido para desativar a autenticação de dois fatores da sua conta Hireway. Para confirmar, introduza este código:',
      ],
      code: p.code,
      after: [
        `O código é válido durante ${minutesOf.pt(p.minutes)}. Sem a autenticação de dois fatores, a sua conta fica protegida apenas pela palavra-passe.`,
        'Se não fez este pedido, não use o código, altere a sua palavra-passe e contacte o nosso apoio.',
      ],
    }),
  },

  'mfa-failed-attempts': {
    en: () => ({
      subject: 'Failed sign-in attempts on your Hireway account',
      preheader: 'Several wrong verification codes were entered for your account.',
      heading: 'Several failed verification attempts',
      paragraphs: [
        'Several wrong two-factor authentication codes were just entered for your Hireway account. To protect it, further attempts are blocked for a short while.',
        'If that was you, wait a few minutes and try again.',
        'If it was not you, someone knows your password. Change it now and contact our support team.',
      ],
    }),
    de: () => ({
      subject: 'Fehlgeschlagene Anmeldeversuche bei Ihrem Hireway-Konto',
      preheader: 'Für Ihr Konto wurden mehrere falsche Bestätigungscodes eingegeben.',
      heading: 'Mehrere fehlgeschlagene Bestätigungsversuche',
      paragraphs: [
        'Für Ihr Hireway-Konto wurden soeben mehrere falsche Codes der Zwei-Faktor-Authentifizierung eingegeben. Zu seinem Schutz sind weitere Versuche für kurze Zeit gesperrt.',
        'Wenn Sie das waren, warten Sie einige Minuten und versuchen Sie es dann erneut.',
        'Wenn nicht, kennt jemand Ihr Passwort. Ändern Sie es jetzt und wenden Sie sich an unseren Support.',
      ],
    }),
    fr: () => ({
      subject: 'Tentatives de connexion échouées sur votre compte Hireway',
      preheader: 'Plusieurs codes de vérification erronés ont été saisis pour votre compte.',
      heading: 'Plusieurs tentatives de vérification échouées',
      paragraphs: [
        'Plusieurs codes d’authentification à deux facteurs erronés viennent d’être saisis pour votre compte Hireway. Pour le protéger, les nouvelles tentatives sont bloquées pendant un court moment.',
        'Si c’était vous, patientez quelques minutes puis réessayez.',
        'Sinon, quelqu’un connaît votre mot de passe. Changez-le dès maintenant et contactez notre support.',
      ],
    }),
    pt: () => ({
      subject: 'Tentativas de início de sessão falhadas na sua conta Hireway',
      preheader: 'Foram introduzidos vários códigos de verificação errados para a sua conta.',
      heading: 'Várias tentativas de verificação falhadas',
      paragraphs: [
        'Acabaram de ser introduzidos vários códigos de autenticação de dois fatores errados para a sua conta Hireway. Para a proteger, novas tentativas ficam bloqueadas durante alguns instantes.',
        'Se as tentativas foram suas, aguarde alguns minutos e tente novamente.',
        'Caso contrário, alguém conhece a sua palavra-passe. Altere-a já e contacte o nosso apoio.',
      ],
    }),
  },

  'recovery-code-used': {
    en: (p) => ({
      subject: 'A recovery code was used on your Hireway account',
      preheader: 'A recovery code was just used to sign in to your account.',
      heading: 'A recovery code was used',
      paragraphs: [
        'A recovery code was just used to sign in to your Hireway account. Each code works only once.',
        p.remaining === 0
          ? 'You have no recovery codes left. Create new ones in your security settings now, so that you can still sign in if you lose your authenticator app.'
          : `Recovery codes left: ${p.remaining}. When they run low, create new ones in your security settings.`,
        'If you did not sign in, someone has your password and one of your recovery codes. Change your password now and contact our support team.',
      ],
    }),
    de: (p) => ({
      subject: 'Für Ihr Hireway-Konto wurde ein Wiederherstellungscode verwendet',
      preheader: 'Soeben hat sich jemand mit einem Wiederherstellungscode bei Ihrem Konto angemeldet.',
      heading: 'Ein Wiederherstellungscode wurde verwendet',
      paragraphs: [
        'Soeben hat sich jemand mit einem Wiederherstellungscode bei Ihrem Hireway-Konto angemeldet. Jeder Code funktioniert nur einmal.',
        p.remaining === 0
          ? 'Sie haben keine Wiederherstellungscodes mehr. Erstellen Sie jetzt in Ihren Sicherheitseinstellungen neue, damit Sie sich auch ohne Ihre Authenticator-App anmelden können.'
          : `Verbleibende Wiederherstellungscodes: ${p.remaining}. Wenn sie zur Neige gehen, erstellen Sie in Ihren Sicherheitseinstellungen neue.`,
        'Wenn Sie sich nicht angemeldet haben, besitzt jemand Ihr Passwort und einen Ihrer Wiederherstellungscodes. Ändern Sie jetzt Ihr Passwort und wenden Sie sich an unseren Support.',
      ],
    }),
    fr: (p) => ({
      subject: 'Un code de récupération a été utilisé sur votre compte Hireway',
      preheader: 'Un code de récupération vient d’être utilisé pour se connecter à votre compte.',
      heading: 'Un code de récupération a été utilisé',
      paragraphs: [
        'Un code de récupération vient d’être utilisé pour se connecter à votre compte Hireway. Chaque code ne fonctionne qu’une seule fois.',
        p.remaining === 0
          ? 'Il ne vous reste plus aucun code de récupération. Créez-en de nouveaux dès maintenant dans vos paramètres de sécurité, pour pouvoir vous connecter même si vous perdez votre application d’authentification.'
          : `Codes de récupération restants${NB}: ${p.remaining}. Quand il en reste peu, créez-en de nouveaux dans vos paramètres de sécurité.`,
        'Si ce n’était pas vous, quelqu’un possède votre mot de passe et l’un de vos codes de récupération. Changez votre mot de passe dès maintenant et contactez notre support.',
      ],
    }),
    pt: (p) => ({
      subject: 'Foi usado um código de recuperação na sua conta Hireway',
      preheader: 'Acabou de ser usado um código de recuperação para iniciar sessão na sua conta.',
      heading: 'Foi usado um código de recuperação',
      paragraphs: [
        'Acabou de ser usado um código de recuperação para iniciar sessão na sua conta Hireway. Cada código só funciona uma vez.',
        p.remaining === 0
          ? 'Já não tem códigos de recuperação. Crie novos agora nas suas definições de segurança, para conseguir iniciar sessão mesmo que perca a sua aplicação de autenticação.'
          : `Códigos de recuperação restantes: ${p.remaining}. Quando estiverem a acabar, crie novos nas suas definições de segurança.`,
        'Se não iniciou sessão, alguém tem a sua palavra-passe e um dos seus códigos de recuperação. Altere já a sua palavra-passe e contacte o nosso apoio.',
      ],
    }),
  },

  'mfa-enabled': {
    en: () => ({
      subject: 'Two-factor authentication is on for your Hireway account',
      preheader: 'Signing in now needs a code from your authenticator app.',
      heading: 'Two-factor authentication is on',
      paragraphs: [
        'Two-factor authentication has just been turned on for your Hireway account. Signing in now needs your password and a code from your authenticator app. Every other session has been signed out.',
        'Keep your recovery codes somewhere safe: they let you in if you lose your device.',
        'If you did not do this, someone else may have access to your account. Reset your password with the “Forgot password?” link on the sign-in page, then contact our support team.',
      ],
    }),
    de: () => ({
      subject: 'Die Zwei-Faktor-Authentifizierung ist für Ihr Hireway-Konto aktiv',
      preheader: 'Zum Anmelden brauchen Sie jetzt einen Code aus Ihrer Authenticator-App.',
      heading: 'Zwei-Faktor-Authentifizierung ist aktiv',
      paragraphs: [
        'Für Ihr Hireway-Konto wurde soeben die Zwei-Faktor-Authentifizierung eingeschaltet. Zum Anmelden brauchen Sie jetzt Ihr Passwort und einen Code aus Ihrer Authenticator-App. Alle anderen Sitzungen wurden abgemeldet.',
        'Bewahren Sie Ihre Wiederherstellungscodes sicher auf: Mit ihnen kommen Sie hinein, falls Sie Ihr Gerät verlieren.',
        'Falls Sie das nicht waren, hat möglicherweise jemand anderes Zugriff auf Ihr Konto. Setzen Sie Ihr Passwort über den Link „Passwort vergessen?“ auf der Anmeldeseite zurück und wenden Sie sich dann an unseren Support.',
      ],
    }),
    fr: () => ({
      subject: 'La double authentification est activée sur votre compte Hireway',
      preheader: 'La connexion demande désormais un code de votre application d’authentification.',
      heading: 'Double authentification activée',
      paragraphs: [
        'La double authentification vient d’être activée sur votre compte Hireway. La connexion demande désormais votre mot de passe et un code de votre application d’authentification. Toutes les autres sessions ont été fermées.',
        'Conservez vos codes de récupération en lieu sûr : ils vous permettent d’entrer si vous perdez votre appareil.',
        `Si ce n’est pas vous, quelqu’un d’autre a peut-être accès à votre compte. Réinitialisez votre mot de passe avec le lien «${NB}Mot de passe oublié${NB}?${NB}» de la page de connexion, puis contactez notre support.`,
      ],
    }),
    pt: () => ({
      subject: 'A autenticação de dois fatores está ativa na sua conta Hireway',
      preheader: 'Iniciar sessão passa a pedir um código da sua aplicação de autenticação.',
      heading: 'Autenticação de dois fatores ativa',
      paragraphs: [
        'A autenticação de dois fatores acabou de ser ativada na sua conta Hireway. Iniciar sessão passa a pedir a sua palavra-passe e um código da sua aplicação de autenticação. Todas as outras sessões foram terminadas.',
        'Guarde os seus códigos de recuperação num lugar seguro: permitem-lhe entrar se perder o dispositivo.',
        'Se não foi você, outra pessoa pode ter acesso à sua conta. Redefina a palavra-passe através da ligação «Esqueceu-se da palavra-passe?» na página de início de sessão e contacte depois o nosso apoio.',
      ],
    }),
  },

  'mfa-disabled': {
    en: () => ({
      subject: 'Two-factor authentication is off for your Hireway account',
      preheader: 'Signing in now needs only your password.',
      heading: 'Two-factor authentication is off',
      paragraphs: [
        'Two-factor authentication has just been turned off for your Hireway account, and your recovery codes no longer work. Signing in now needs only your password.',
        'If you did not ask for this, reset your password with the “Forgot password?” link on the sign-in page, then contact our support team.',
      ],
    }),
    de: () => ({
      subject: 'Die Zwei-Faktor-Authentifizierung ist für Ihr Hireway-Konto aus',
      preheader: 'Zum Anmelden brauchen Sie jetzt nur Ihr Passwort.',
      heading: 'Zwei-Faktor-Authentifizierung ist aus',
      paragraphs: [
        'Für Ihr Hireway-Konto wurde soeben die Zwei-Faktor-Authentifizierung ausgeschaltet; Ihre Wiederherstellungscodes gelten nicht mehr. Zum Anmelden brauchen Sie jetzt nur Ihr Passwort.',
        'Falls Sie das nicht veranlasst haben, setzen Sie Ihr Passwort über den Link „Passwort vergessen?“ auf der Anmeldeseite zurück und wenden Sie sich dann an unseren Support.',
      ],
    }),
    fr: () => ({
      subject: 'La double authentification est désactivée sur votre compte Hireway',
      preheader: 'La connexion ne demande plus que votre mot de passe.',
      heading: 'Double authentification désactivée',
      paragraphs: [
        'La double authentification vient d’être désactivée sur votre compte Hireway et vos codes de récupération ne fonctionnent plus. La connexion ne demande plus que votre mot de passe.',
        `Si vous ne l’avez pas demandé, réinitialisez votre mot de passe avec le lien «${NB}Mot de passe oublié${NB}?${NB}» de la page de connexion, puis contactez notre support.`,
      ],
    }),
    pt: () => ({
      subject: 'A autenticação de dois fatores está desativada na sua conta Hireway',
      preheader: 'Iniciar sessão passa a pedir apenas a sua palavra-passe.',
      heading: 'Autenticação de dois fatores desativada',
      paragraphs: [
        'A autenticação de dois fatores acabou de ser desativada na sua conta Hireway e os seus códigos de recuperação deixaram de funcionar. Iniciar sessão passa a pedir apenas a sua palavra-passe.',
        'Se não pediu esta alteração, redefina a palavra-passe através da ligação «Esqueceu-se da palavra-passe?» na página de início de sessão e contacte depois o nosso apoio.',
      ],
    }),
  },

  'mfa-reset': {
    en: () => ({
      subject: 'Two-factor authentication was reset for your Hireway account',
      preheader: 'Our support team turned it off at your request.',
      heading: 'Two-factor authentication was reset',
      paragraphs: [
        'At your request, our support team has turned off two-factor authentication for your Hireway account and signed out every session. You can turn it on again in your account settings.',
        'If you did not ask for this, reset your password with the “Forgot password?” link on the sign-in page, then contact our support team.',
      ],
    }),
    de: () => ({
      subject: 'Die Zwei-Faktor-Authentifizierung Ihres Hireway-Kontos wurde zurückgesetzt',
      preheader: 'Unser Support hat sie auf Ihre Bitte ausgeschaltet.',
      heading: 'Zwei-Faktor-Authentifizierung zurückgesetzt',
      paragraphs: [
        'Auf Ihre Bitte hat unser Support die Zwei-Faktor-Authentifizierung Ihres Hireway-Kontos ausgeschaltet und alle Sitzungen abgemeldet. Sie können sie in Ihren Kontoeinstellungen wieder einschalten.',
        'Falls Sie das nicht veranlasst haben, setzen Sie Ihr Passwort über den Link „Passwort vergessen?“ auf der Anmeldeseite zurück und wenden Sie sich dann an unseren Support.',
      ],
    }),
    fr: () => ({
      subject: 'La double authentification de votre compte Hireway a été réinitialisée',
      preheader: 'Notre support l’a désactivée à votre demande.',
      heading: 'Double authentification réinitialisée',
      paragraphs: [
        'À votre demande, notre support a désactivé la double authentification de votre compte Hireway et fermé toutes les sessions. Vous pouvez la réactiver dans les paramètres de votre compte.',
        `Si vous ne l’avez pas demandé, réinitialisez votre mot de passe avec le lien «${NB}Mot de passe oublié${NB}?${NB}» de la page de connexion, puis contactez notre support.`,
      ],
    }),
    pt: () => ({
      subject: 'A autenticação de dois fatores da sua conta Hireway foi reposta',
      preheader: 'A nossa equipa de apoio desativou-a a seu pedido.',
      heading: 'Autenticação de dois fatores reposta',
      paragraphs: [
        'A seu pedido, a nossa equipa de apoio desativou a autenticação de dois fatores da sua conta Hireway e terminou todas as sessões. Pode voltar a ativá-la nas definições da sua conta.',
        'Se não pediu esta alteração, redefina a palavra-passe através da ligação «Esqueceu-se da palavra-passe?» na página de início de sessão e contacte depois o nosso apoio.',
      ],
    }),
  },

  'email-changed': {
    en: (p) => ({
      subject: 'The e-mail address of your Hireway account was changed',
      preheader: 'If you did not make this change, you can undo it.',
      heading: 'Your e-mail address was changed',
      paragraphs: [
        `The e-mail address of your Hireway account was changed to ${p.newEmail}. This address will no longer receive e-mails about the account.`,
        `When: ${whenOf('en', p.time)}`,
        'If you made this change, there is nothing more to do.',
        `If you did not, undo it with the button below within ${daysOf.en(p.days)}: this address is restored, every session is signed out, and you should then change your password.`,
      ],
      actions: [{ label: 'Undo the change', url: p.undoLink }],
      after: ['The link works once.'],
    }),
    de: (p) => ({
      subject: 'Die E-Mail-Adresse Ihres Hireway-Kontos wurde geändert',
      preheader: 'Wenn Sie das nicht waren, können Sie es rückgängig machen.',
      heading: 'Ihre E-Mail-Adresse wurde geändert',
      paragraphs: [
        `Die E-Mail-Adresse Ihres Hireway-Kontos wurde in ${p.newEmail} geändert. An diese Adresse gehen keine E-Mails zum Konto mehr.`,
        `Wann: ${whenOf('de', p.time)}`,
        'Wenn Sie das selbst waren, ist nichts weiter zu tun.',
        `Falls nicht, machen Sie die Änderung innerhalb von ${daysOf.de(p.days)} mit der Schaltfläche unten rückgängig: Diese Adresse wird wiederhergestellt, alle Sitzungen werden abgemeldet, und Sie sollten danach Ihr Passwort ändern.`,
      ],
      actions: [{ label: 'Änderung rückgängig machen', url: p.undoLink }],
      after: ['Der Link funktioniert einmal.'],
    }),
    fr: (p) => ({
      subject: 'L’adresse e-mail de votre compte Hireway a été modifiée',
      preheader: 'Si ce n’est pas vous, vous pouvez annuler ce changement.',
      heading: 'Votre adresse e-mail a été modifiée',
      paragraphs: [
        `L’adresse e-mail de votre compte Hireway a été remplacée par ${p.newEmail}. Cette adresse-ci ne recevra plus d’e-mails concernant le compte.`,
        `Quand${NB}: ${whenOf('fr', p.time)}`,
        'Si c’est vous, vous n’avez rien d’autre à faire.',
        `Sinon, annulez ce changement avec le bouton ci-dessous dans les ${daysOf.fr(p.days)}${NB}: cette adresse sera rétablie, toutes les sessions seront fermées, et vous devrez ensuite changer votre mot de passe.`,
      ],
      actions: [{ label: 'Annuler le changement', url: p.undoLink }],
      after: ['Le lien ne fonctionne qu’une fois.'],
    }),
    pt: (p) => ({
      subject: 'O endereço de e-mail da sua conta Hireway foi alterado',
      preheader: 'Se não foi você, pode anular a alteração.',
      heading: 'O seu endereço de e-mail foi alterado',
      paragraphs: [
        `O endereço de e-mail da sua conta Hireway foi alterado para ${p.newEmail}. Este endereço deixa de receber e-mails sobre a conta.`,
        `Quando: ${whenOf('pt', p.time)}`,
        'Se a alteração foi feita por si, não precisa de fazer mais nada.',
        `Caso contrário, anule-a com o botão abaixo no prazo de ${daysOf.pt(p.days)}: este endereço é reposto, todas as sessões são terminadas e deve depois alterar a sua palavra-passe.`,
      ],
      actions: [{ label: 'Anular a alteração', url: p.undoLink }],
      after: ['A ligação funciona uma vez.'],
    }),
  },

  'account-suspended': {
    en: () => ({
      subject: 'Your Hireway account has been suspended',
      preheader: 'You cannot sign in until it is reinstated.',
      heading: 'Your account has been suspended',
      paragraphs: [
        'An administrator has suspended your Hireway account. You have been signed out everywhere and cannot sign in until the account is reinstated.',
        'If you think this is a mistake, reply to this e-mail or contact our support team.',
      ],
    }),
    de: () => ({
      subject: 'Ihr Hireway-Konto wurde gesperrt',
      preheader: 'Sie können sich erst wieder anmelden, wenn es freigegeben wird.',
      heading: 'Ihr Konto wurde gesperrt',
      paragraphs: [
        'Eine Administratorin oder ein Administrator hat Ihr Hireway-Konto gesperrt. Sie wurden überall abgemeldet und können sich erst wieder anmelden, wenn das Konto freigegeben wird.',
        'Wenn Sie das für einen Irrtum halten, antworten Sie auf diese E-Mail oder wenden Sie sich an unseren Support.',
      ],
    }),
    fr: () => ({
      subject: 'Votre compte Hireway a été suspendu',
      preheader: 'Vous ne pourrez plus vous connecter tant qu’il n’est pas rétabli.',
      heading: 'Votre compte a été suspendu',
      paragraphs: [
        'Un administrateur a suspendu votre compte Hireway. Toutes vos sessions ont été fermées et vous ne pourrez plus vous connecter tant que le compte n’est pas rétabli.',
        'Si vous pensez qu’il s’agit d’une erreur, répondez à cet e-mail ou contactez notre support.',
      ],
    }),
    pt: () => ({
      subject: 'A sua conta Hireway foi suspensa',
      preheader: 'Não poderá iniciar sessão até a conta ser reativada.',
      heading: 'A sua conta foi suspensa',
      paragraphs: [
        'Um administrador suspendeu a sua conta Hireway. Todas as suas sessões foram terminadas e não poderá iniciar sessão até a conta ser reativada.',
        'Se acha que se trata de um erro, responda a este e-mail ou contacte o nosso apoio.',
      ],
    }),
  },

  'new-device-sign-in': {
    en: (p) => ({
      subject: 'New sign-in to your Hireway account',
      preheader: 'Your account was just signed in to from a device it had not used before.',
      heading: 'A new sign-in to your account',
      paragraphs: [
        'Your Hireway account was just signed in to from a browser or device it had not been used on before.',
        `When: ${whenOf('en', p.time)}`,
        `Browser: ${p.browser || 'unknown'}`,
        `System: ${p.system || 'unknown'}`,
        `IP address: ${p.ip || 'unknown'}`,
        'If this was you, there is nothing to do.',
        'If it was not you, someone knows your password. Change it now: that signs out every other session. Then turn on two-factor authentication in your security settings.',
      ],
      actions: [
        { label: 'Change your password', url: p.passwordLink },
        { label: 'Open your security settings', url: p.securityLink },
      ],
    }),
    de: (p) => ({
      subject: 'Neue Anmeldung bei Ihrem Hireway-Konto',
      preheader: 'Soeben hat sich jemand von einem bisher unbekannten Gerät bei Ihrem Konto angemeldet.',
      heading: 'Neue Anmeldung bei Ihrem Konto',
      paragraphs: [
        'Soeben hat sich jemand mit einem Browser oder Gerät bei Ihrem Hireway-Konto angemeldet, das dafür bisher nicht verwendet wurde.',
        `Wann: ${whenOf('de', p.time)}`,
        `Browser: ${p.browser || 'unbekannt'}`,
        `System: ${p.system || 'unbekannt'}`,
        `IP-Adresse: ${p.ip || 'unbekannt'}`,
        'Wenn Sie das waren, ist nichts weiter zu tun.',
        'Falls nicht, kennt jemand Ihr Passwort. Ändern Sie es jetzt – dabei werden alle anderen Sitzungen abgemeldet – und schalten Sie dann in Ihren Sicherheitseinstellungen die Zwei-Faktor-Authentifizierung ein.',
      ],
      actions: [
        { label: 'Passwort ändern', url: p.passwordLink },
        { label: 'Sicherheitseinstellungen öffnen', url: p.securityLink },
      ],
    }),
    fr: (p) => ({
      subject: 'Nouvelle connexion à votre compte Hireway',
      preheader: 'Votre compte vient d’être utilisé depuis un appareil inconnu jusqu’ici.',
      heading: 'Nouvelle connexion à votre compte',
      paragraphs: [
        'Quelqu’un vient de se connecter à votre compte Hireway depuis un navigateur ou un appareil qui n’avait encore jamais servi pour ce compte.',
        `Quand${NB}: ${whenOf('fr', p.time)}`,
        `Navigateur${NB}: ${p.browser || 'inconnu'}`,
        `Système${NB}: ${p.system || 'inconnu'}`,
        `Adresse IP${NB}: ${p.ip || 'inconnue'}`,
        'Si c’était vous, vous n’avez rien à faire.',
        `Sinon, quelqu’un connaît votre mot de passe. Changez-le dès maintenant${NB}: toutes les autres sessions seront fermées. Activez ensuite la double authentification dans vos paramètres de sécurité.`,
      ],
      actions: [
        { label: 'Changer mon mot de passe', url: p.passwordLink },
        { label: 'Ouvrir mes paramètres de sécurité', url: p.securityLink },
      ],
    }),
    pt: (p) => ({
      subject: 'Novo início de sessão na sua conta Hireway',
      preheader: 'A sua conta acabou de ser usada num dispositivo em que nunca tinha sido usada.',
      heading: 'Novo início de sessão na sua conta',
      paragraphs: [
        'Acabou de ser iniciada sessão na sua conta Hireway num navegador ou dispositivo em que a conta nunca tinha sido usada.',
        `Quando: ${whenOf('pt', p.time)}`,
        `Navegador: ${p.browser || 'desconhecido'}`,
        `Sistema: ${p.system || 'desconhecido'}`,
        `Endereço IP: ${p.ip || 'desconhecido'}`,
        'Se foi você, não precisa de fazer nada.',
        'Caso contrário, alguém conhece a sua palavra-passe. Altere-a já: todas as outras sessões serão terminadas. Depois, ative a autenticação de dois fatores nas suas definições de segurança.',
      ],
      actions: [
        { label: 'Alterar a palavra-passe', url: p.passwordLink },
        { label: 'Abrir as definições de segurança', url: p.securityLink },
      ],
    }),
  },

  'account-exists': {
    en: (p) => ({
      subject: 'You already have a Hireway account',
      preheader: 'Someone tried to sign up again with this e-mail address.',
      heading: 'You already have an account',
      paragraphs: [
        'Someone, probably you, just tried to create a Hireway account with this e-mail address. An account with this address already exists, so no new one was created.',
      ],
      actions: [
        { label: 'Sign in to Hireway', url: p.loginLink },
        { label: 'Forgot your password? Choose a new one', url: p.resetLink },
      ],
      after: ['If it was not you, you can ignore this e-mail: your account has not changed.'],
    }),
    de: (p) => ({
      subject: 'Sie haben bereits ein Hireway-Konto',
      preheader: 'Jemand wollte sich mit dieser E-Mail-Adresse erneut registrieren.',
      heading: 'Sie haben bereits ein Konto',
      paragraphs: [
        'Jemand, vermutlich Sie selbst, hat soeben versucht, mit dieser E-Mail-Adresse ein Hireway-Konto zu erstellen. Für diese Adresse besteht bereits ein Konto, daher wurde kein neues angelegt.',
      ],
      actions: [
        { label: 'Bei Hireway anmelden', url: p.loginLink },
        { label: 'Passwort vergessen? Neues Passwort wählen', url: p.resetLink },
      ],
      after: ['Wenn Sie das nicht waren, können Sie diese E-Mail ignorieren: Ihr Konto ist unverändert.'],
    }),
    fr: (p) => ({
      subject: 'Vous avez déjà un compte Hireway',
      preheader: 'Quelqu’un a tenté de s’inscrire à nouveau avec cette adresse e-mail.',
      heading: 'Vous avez déjà un compte',
      paragraphs: [
        'Quelqu’un, sans doute vous, vient d’essayer de créer un compte Hireway avec cette adresse e-mail. Un compte existe déjà pour cette adresse, aucun nouveau compte n’a donc été créé.',
      ],
      actions: [
        { label: 'Me connecter à Hireway', url: p.loginLink },
        { label: `Mot de passe oublié${NB}? Choisir un nouveau mot de passe`, url: p.resetLink },
      ],
      after: [`Si ce n’était pas vous, vous pouvez ignorer cet e-mail${NB}: votre compte n’a pas changé.`],
    }),
    pt: (p) => ({
      subject: 'Já tem uma conta Hireway',
      preheader: 'Alguém tentou registar-se novamente com este endereço de e-mail.',
      heading: 'Já tem uma conta',
      paragraphs: [
        'Acabou de ser feita uma tentativa de criar uma conta Hireway com este endereço de e-mail, provavelmente por si. Já existe uma conta com este endereço, por isso não foi criada uma nova.',
      ],
      actions: [
        { label: 'Iniciar sessão no Hireway', url: p.loginLink },
        { label: 'Esqueceu-se da palavra-passe? Escolha uma nova', url: p.resetLink },
      ],
      after: ['Se não fez este pedido, pode ignorar este e-mail: a sua conta não foi alterada.'],
    }),
  },

  'support-reply': {
    en: (p) => ({
      subject: `Support has answered: ${p.subject}`,
      preheader: 'Read the answer to your request on Hireway.',
      heading: 'Support has answered your request',
      paragraphs: [
        `Hello ${p.name},`,
        `Our support team has replied to your request “${p.subject}”.`,
        'Open the conversation to read the answer and reply if you need more help.',
      ],
      actions: [{ label: 'Read the answer', url: p.link }],
    }),
    de: (p) => ({
      subject: `Der Support hat geantwortet: ${p.subject}`,
      preheader: 'Lesen Sie die Antwort auf Ihre Anfrage bei Hireway.',
      heading: 'Der Support hat Ihre Anfrage beantwortet',
      paragraphs: [
        `Hallo ${p.name},`,
        `unser Support-Team hat auf Ihre Anfrage „${p.subject}“ geantwortet.`,
        'Öffnen Sie die Unterhaltung, um die Antwort zu lesen, und antworten Sie, wenn Sie weitere Hilfe brauchen.',
      ],
      actions: [{ label: 'Antwort lesen', url: p.link }],
    }),
    fr: (p) => ({
      subject: `Le support a répondu${NB}: ${p.subject}`,
      preheader: 'Lisez la réponse à votre demande sur Hireway.',
      heading: 'Le support a répondu à votre demande',
      paragraphs: [
        `Bonjour ${p.name},`,
        `Notre équipe d’assistance a répondu à votre demande «${NB}${p.subject}${NB}».`,
        'Ouvrez la conversation pour lire la réponse et répondez si vous avez besoin d’aide supplémentaire.',
      ],
      actions: [{ label: 'Lire la réponse', url: p.link }],
    }),
    pt: (p) => ({
      subject: `O suporte respondeu: ${p.subject}`,
      preheader: 'Leia a resposta ao seu pedido no Hireway.',
      heading: 'O suporte respondeu ao seu pedido',
      paragraphs: [
        `Olá ${p.name},`,
        `A nossa equipa de suporte respondeu ao seu pedido “${p.subject}”.`,
        'Abra a conversa para ler a resposta e responda se precisar de mais ajuda.',
      ],
      actions: [{ label: 'Ler a resposta', url: p.link }],
    }),
  },

  'provider-approved': {
    en: (p) => ({
      subject: 'Your business is verified on Hireway',
      preheader: 'You can now post jobs and hire on Hireway.',
      heading: 'Your business is verified',
      paragraphs: [
        `Good news: we have checked the details of ${p.company} and approved your business.`,
        'You can now post jobs, review applications and hire candidates on Hireway.',
      ],
      actions: [{ label: 'Go to your dashboard', url: p.link }],
    }),
    de: (p) => ({
      subject: 'Ihr Unternehmen ist auf Hireway verifiziert',
      preheader: 'Sie können jetzt Stellen ausschreiben und über Hireway einstellen.',
      heading: 'Ihr Unternehmen ist verifiziert',
      paragraphs: [
        `Gute Nachrichten: Wir haben die Angaben zu ${p.company} geprüft und Ihr Unternehmen freigegeben.`,
        'Sie können jetzt Stellen ausschreiben, Bewerbungen prüfen und Kandidaten über Hireway einstellen.',
      ],
      actions: [{ label: 'Zum Dashboard', url: p.link }],
    }),
    fr: (p) => ({
      subject: 'Votre entreprise est vérifiée sur Hireway',
      preheader: 'Vous pouvez désormais publier des offres et recruter sur Hireway.',
      heading: 'Votre entreprise est vérifiée',
      paragraphs: [
        `Bonne nouvelle${NB}: nous avons vérifié les informations de ${p.company} et approuvé votre entreprise.`,
        'Vous pouvez désormais publier des offres, examiner les candidatures et recruter sur Hireway.',
      ],
      actions: [{ label: 'Accéder à mon tableau de bord', url: p.link }],
    }),
    pt: (p) => ({
      subject: 'A sua empresa está verificada no Hireway',
      preheader: 'Já pode publicar ofertas e recrutar no Hireway.',
      heading: 'A sua empresa está verificada',
      paragraphs: [
        `Boas notícias: verificámos os dados de ${p.company} e aprovámos a sua empresa.`,
        'Já pode publicar ofertas de emprego, analisar candidaturas e contratar candidatos no Hireway.',
      ],
      actions: [{ label: 'Ir para o painel', url: p.link }],
    }),
  },

  'provider-declined': {
    en: (p) => ({
      subject: 'We could not verify your business on Hireway',
      preheader: 'See why, correct your details and submit them again.',
      heading: 'Your business could not be verified',
      paragraphs: [
        `We have reviewed the details of ${p.company}, but we cannot approve your business yet.`,
        `The reason our team gave: ${p.reason}`,
        'You can correct your details or upload new documents and submit them again. We will review them as soon as possible.',
      ],
      actions: [{ label: 'Review and submit again', url: p.link }],
    }),
    de: (p) => ({
      subject: 'Wir konnten Ihr Unternehmen auf Hireway nicht verifizieren',
      preheader: 'Lesen Sie die Begründung, korrigieren Sie Ihre Angaben und reichen Sie sie erneut ein.',
      heading: 'Ihr Unternehmen konnte nicht verifiziert werden',
      paragraphs: [
        `Wir haben die Angaben zu ${p.company} geprüft, können Ihr Unternehmen aber noch nicht freigeben.`,
        `Die Begründung unseres Teams: ${p.reason}`,
        'Sie können Ihre Angaben korrigieren oder neue Dokumente hochladen und alles erneut einreichen. Wir prüfen es so schnell wie möglich.',
      ],
      actions: [{ label: 'Prüfen und erneut einreichen', url: p.link }],
    }),
    fr: (p) => ({
      subject: 'Nous n’avons pas pu vérifier votre entreprise sur Hireway',
      preheader: 'Découvrez pourquoi, corrigez vos informations et soumettez-les à nouveau.',
      heading: 'Votre entreprise n’a pas pu être vérifiée',
      paragraphs: [
        `Nous avons examiné les informations de ${p.company}, mais nous ne pouvons pas encore approuver votre entreprise.`,
        `Le motif indiqué par notre équipe${NB}: ${p.reason}`,
        'Vous pouvez corriger vos informations ou téléverser de nouveaux documents, puis les soumettre à nouveau. Nous les examinerons dès que possible.',
      ],
      actions: [{ label: 'Vérifier et soumettre à nouveau', url: p.link }],
    }),
    pt: (p) => ({
      subject: 'Não foi possível verificar a sua empresa no Hireway',
      preheader: 'Veja o motivo, corrija os seus dados e volte a submetê-los.',
      heading: 'Não foi possível verificar a sua empresa',
      paragraphs: [
        `Analisámos os dados de ${p.company}, mas ainda não podemos aprovar a sua empresa.`,
        `O motivo indicado pela nossa equipa: ${p.reason}`,
        'Pode corrigir os seus dados ou carregar novos documentos e voltar a submetê-los. Iremos analisá-los o mais depressa possível.',
      ],
      actions: [{ label: 'Rever e voltar a submeter', url: p.link }],
    }),
  },

  // ---- Hiring ----------------------------------------------------------------------------------------

  'application-accepted': {
    en: (p) => ({
      subject: `Good news about your application to ${p.company}`,
      preheader: `${p.company} accepted your application for ${p.jobTitle}.`,
      heading: 'Your application was accepted',
      paragraphs: [
        `${p.company} has accepted your application for the position “${p.jobTitle}”.`,
        'The employer will be in touch about the next steps. You can follow everything in Hireway.',
      ],
      actions: [{ label: 'View my applications', url: p.link }],
    }),
    de: (p) => ({
      subject: `Gute Nachrichten zu Ihrer Bewerbung bei ${p.company}`,
      preheader: `${p.company} hat Ihre Bewerbung für ${p.jobTitle} angenommen.`,
      heading: 'Ihre Bewerbung wurde angenommen',
      paragraphs: [
        `${p.company} hat Ihre Bewerbung für die Stelle „${p.jobTitle}“ angenommen.`,
        'Der Arbeitgeber meldet sich bei Ihnen zu den nächsten Schritten. In Hireway behalten Sie alles im Blick.',
      ],
      actions: [{ label: 'Meine Bewerbungen ansehen', url: p.link }],
    }),
    fr: (p) => ({
      subject: `Bonne nouvelle pour votre candidature chez ${p.company}`,
      preheader: `${p.company} a accepté votre candidature pour ${p.jobTitle}.`,
      heading: 'Votre candidature a été acceptée',
      paragraphs: [
        `${p.company} a accepté votre candidature pour le poste «${NB}${p.jobTitle}${NB}».`,
        'L’employeur vous contactera pour la suite. Vous pouvez tout suivre dans Hireway.',
      ],
      actions: [{ label: 'Voir mes candidatures', url: p.link }],
    }),
    pt: (p) => ({
      subject: `Boas notícias sobre a sua candidatura: ${p.company}`,
      preheader: `${p.company} aceitou a sua candidatura para ${p.jobTitle}.`,
      heading: 'A sua candidatura foi aceite',
      paragraphs: [
        `${p.company} aceitou a sua candidatura para a função «${p.jobTitle}».`,
        'O empregador entrará em contacto consigo sobre os próximos passos. Pode acompanhar tudo no Hireway.',
      ],
      actions: [{ label: 'Ver as minhas candidaturas', url: p.link }],
    }),
  },

  'application-rejected': {
    en: (p) => ({
      subject: `An update on your application to ${p.company}`,
      preheader: `News about your application for ${p.jobTitle}.`,
      heading: 'Your application was not successful',
      paragraphs: [
        `${p.company} has decided not to go ahead with your application for “${p.jobTitle}”.`,
        `Their message: ${p.reason}`,
        'Don’t be discouraged: new jobs are published every day, and your CV stays visible to employers.',
      ],
      actions: [{ label: 'View my applications', url: p.link }],
    }),
    de: (p) => ({
      subject: `Neuigkeiten zu Ihrer Bewerbung bei ${p.company}`,
      preheader: `Neuigkeiten zu Ihrer Bewerbung für ${p.jobTitle}.`,
      heading: 'Ihre Bewerbung war leider nicht erfolgreich',
      paragraphs: [
        `${p.company} hat entschieden, Ihre Bewerbung für „${p.jobTitle}“ nicht weiterzuverfolgen.`,
        `Die Nachricht des Arbeitgebers: ${p.reason}`,
        'Lassen Sie sich nicht entmutigen: Jeden Tag werden neue Stellen veröffentlicht, und Ihr Lebenslauf bleibt für Arbeitgeber sichtbar.',
      ],
      actions: [{ label: 'Meine Bewerbungen ansehen', url: p.link }],
    }),
    fr: (p) => ({
      subject: `Des nouvelles de votre candidature chez ${p.company}`,
      preheader: `Des nouvelles de votre candidature pour ${p.jobTitle}.`,
      heading: 'Votre candidature n’a pas été retenue',
      paragraphs: [
        `${p.company} a décidé de ne pas donner suite à votre candidature pour «${NB}${p.jobTitle}${NB}».`,
        `Son message${NB}: ${p.reason}`,
        `Ne vous découragez pas${NB}: de nouvelles offres sont publiées chaque jour, et votre CV reste visible pour les employeurs.`,
      ],
      actions: [{ label: 'Voir mes candidatures', url: p.link }],
    }),
    pt: (p) => ({
      subject: `Novidades sobre a sua candidatura: ${p.company}`,
      preheader: `Novidades sobre a sua candidatura para ${p.jobTitle}.`,
      heading: 'A sua candidatura não foi selecionada',
      paragraphs: [
        `${p.company} decidiu não avançar com a sua candidatura para «${p.jobTitle}».`,
        `A mensagem do empregador: ${p.reason}`,
        'Não desanime: todos os dias são publicadas novas ofertas e o seu CV continua visível para os empregadores.',
      ],
      actions: [{ label: 'Ver as minhas candidaturas', url: p.link }],
    }),
  },

  'interview-invitation': {
    en: (p) => ({
      subject: `${p.company} invites you to an interview`,
      preheader: `Interview on ${p.date} at ${p.time}.`,
      heading: 'You are invited to an interview',
      paragraphs: [
        `${p.company} would like to meet you for an interview on ${p.date} at ${p.time} (${p.timezone}).`,
        'Open Hireway to see the details, then confirm the time or propose another one.',
      ],
      actions: [{ label: 'Answer the invitation', url: p.link }],
    }),
    de: (p) => ({
      subject: `${p.company} lädt Sie zu einem Vorstellungsgespräch ein`,
      preheader: `Vorstellungsgespräch am ${p.date} um ${p.time}.`,
      heading: 'Einladung zum Vorstellungsgespräch',
      paragraphs: [
        `${p.company} möchte Sie am ${p.date} um ${p.time} (${p.timezone}) zu einem Vorstellungsgespräch treffen.`,
        'Öffnen Sie Hireway, um die Einzelheiten zu sehen, und bestätigen Sie den Termin oder schlagen Sie einen anderen vor.',
      ],
      actions: [{ label: 'Auf die Einladung antworten', url: p.link }],
    }),
    fr: (p) => ({
      subject: `${p.company} vous invite à un entretien`,
      preheader: `Entretien le ${p.date} à ${p.time}.`,
      heading: 'Une invitation à un entretien',
      paragraphs: [
        `${p.company} souhaite vous rencontrer en entretien le ${p.date} à ${p.time} (${p.timezone}).`,
        'Ouvrez Hireway pour voir les détails, puis confirmez l’horaire ou proposez-en un autre.',
      ],
      actions: [{ label: 'Répondre à l’invitation', url: p.link }],
    }),
    pt: (p) => ({
      subject: `Convite para entrevista: ${p.company}`,
      preheader: `Entrevista a ${p.date} às ${p.time}.`,
      heading: 'Convite para uma entrevista',
      paragraphs: [
        `${p.company} gostaria de marcar uma entrevista consigo a ${p.date} às ${p.time} (${p.timezone}).`,
        'Abra o Hireway para ver os detalhes e confirme o horário ou proponha outro.',
      ],
      actions: [{ label: 'Responder ao convite', url: p.link }],
    }),
  },

  'documents-requested': {
    en: (p) => ({
      subject: `${p.company} asks you for documents`,
      preheader: 'Send the requested documents through Hireway.',
      heading: 'Documents requested',
      paragraphs: [
        `${p.company} would like to see the following documents: ${p.documents}.`,
        'Upload them in Hireway as PDF, Word (.docx), PNG or JPEG files (up to 5 MB each).',
      ],
      actions: [{ label: 'Send the documents', url: p.link }],
    }),
    de: (p) => ({
      subject: `${p.company} bittet Sie um Unterlagen`,
      preheader: 'Senden Sie die angeforderten Unterlagen über Hireway.',
      heading: 'Unterlagen angefordert',
      paragraphs: [
        `${p.company} möchte folgende Unterlagen sehen: ${p.documents}.`,
        'Laden Sie sie in Hireway als PDF-, Word- (.docx), PNG- oder JPEG-Datei hoch (jeweils bis 5 MB).',
      ],
      actions: [{ label: 'Unterlagen senden', url: p.link }],
    }),
    fr: (p) => ({
      subject: `${p.company} vous demande des documents`,
      preheader: 'Envoyez les documents demandés via Hireway.',
      heading: 'Documents demandés',
      paragraphs: [
        `${p.company} souhaite consulter les documents suivants${NB}: ${p.documents}.`,
        'Téléversez-les dans Hireway au format PDF, Word (.docx), PNG ou JPEG (5 Mo maximum chacun).',
      ],
      actions: [{ label: 'Envoyer les documents', url: p.link }],
    }),
    pt: (p) => ({
      subject: `${p.company} pede-lhe documentos`,
      preheader: 'Envie os documentos pedidos através do Hireway.',
      heading: 'Documentos pedidos',
      paragraphs: [
        `${p.company} gostaria de ver os seguintes documentos: ${p.documents}.`,
        'Carregue-os no Hireway em PDF, Word (.docx), PNG ou JPEG (até 5 MB cada).',
      ],
      actions: [{ label: 'Enviar os documentos', url: p.link }],
    }),
  },

  'employment-started': {
    en: (p) => ({
      subject: `Welcome aboard: ${p.company} has hired you`,
      preheader: `You start as ${p.position} on ${p.startDate}.`,
      heading: 'You have been hired',
      paragraphs: [
        `Congratulations! ${p.company} has employed you as ${p.position}, starting on ${p.startDate}.`,
        'You can see the terms and your employment at any time under My jobs in Hireway.',
      ],
      actions: [{ label: 'Open My jobs', url: p.link }],
    }),
    de: (p) => ({
      subject: `Willkommen an Bord: ${p.company} hat Sie eingestellt`,
      preheader: `Sie beginnen am ${p.startDate} als ${p.position}.`,
      heading: 'Sie wurden eingestellt',
      paragraphs: [
        `Herzlichen Glückwunsch! ${p.company} hat Sie als ${p.position} eingestellt, Beginn am ${p.startDate}.`,
        'Die Bedingungen und Ihre Anstellung finden Sie jederzeit unter „Meine Jobs“ in Hireway.',
      ],
      actions: [{ label: 'Meine Jobs öffnen', url: p.link }],
    }),
    fr: (p) => ({
      subject: `Bonne nouvelle${NB}: ${p.company} vous embauche`,
      preheader: `Vous commencez le ${p.startDate} au poste de ${p.position}.`,
      heading: 'Votre embauche est confirmée',
      paragraphs: [
        `Félicitations${NB}! ${p.company} vous embauche au poste de ${p.position} à partir du ${p.startDate}.`,
        `Vous retrouverez les conditions et votre emploi à tout moment dans «${NB}Mes emplois${NB}» sur Hireway.`,
      ],
      actions: [{ label: 'Ouvrir Mes emplois', url: p.link }],
    }),
    pt: (p) => ({
      subject: `A sua contratação por ${p.company} está confirmada`,
      preheader: `Começa como ${p.position} a ${p.startDate}.`,
      heading: 'A sua contratação está confirmada',
      paragraphs: [
        `Parabéns! ${p.company} confirmou a sua contratação como ${p.position}, com início a ${p.startDate}.`,
        'Pode consultar as condições e o seu emprego a qualquer momento em «Os meus empregos» no Hireway.',
      ],
      actions: [{ label: 'Abrir Os meus empregos', url: p.link }],
    }),
  },

  'employment-terminated': {
    en: (p) => ({
      subject: `Your employment with ${p.company} has ended`,
      preheader: `${p.company} ended your employment as ${p.position}.`,
      heading: 'Your employment has ended',
      paragraphs: [
        `${p.company} has terminated your employment as ${p.position}. Your last day is ${p.date}.`,
        `The reason given: ${p.reason}`,
        'If you have questions, please contact the employer, or our support team through Hireway.',
      ],
      actions: [{ label: 'Open My jobs', url: p.link }],
    }),
    de: (p) => ({
      subject: `Ihre Anstellung bei ${p.company} wurde beendet`,
      preheader: `${p.company} hat Ihre Anstellung als ${p.position} beendet.`,
      heading: 'Ihre Anstellung wurde beendet',
      paragraphs: [
        `${p.company} hat Ihre Anstellung als ${p.position} beendet. Ihr letzter Arbeitstag ist der ${p.date}.`,
        `Angegebener Grund: ${p.reason}`,
        'Bei Fragen wenden Sie sich bitte an den Arbeitgeber oder über Hireway an unser Support-Team.',
      ],
      actions: [{ label: 'Meine Jobs öffnen', url: p.link }],
    }),
    fr: (p) => ({
      subject: `Votre emploi chez ${p.company} a pris fin`,
      preheader: `${p.company} a mis fin à votre emploi de ${p.position}.`,
      heading: 'Votre emploi a pris fin',
      paragraphs: [
        `${p.company} a mis fin à votre emploi de ${p.position}. Votre dernier jour est le ${p.date}.`,
        `Motif indiqué${NB}: ${p.reason}`,
        'Pour toute question, contactez l’employeur ou notre équipe d’assistance via Hireway.',
      ],
      actions: [{ label: 'Ouvrir Mes emplois', url: p.link }],
    }),
    pt: (p) => ({
      subject: `O seu contrato com ${p.company} terminou`,
      preheader: `${p.company} terminou o seu contrato como ${p.position}.`,
      heading: 'O seu contrato terminou',
      paragraphs: [
        `${p.company} terminou o seu contrato como ${p.position}. O seu último dia é ${p.date}.`,
        `Motivo indicado: ${p.reason}`,
        'Se tiver dúvidas, contacte o empregador ou a nossa equipa de apoio através do Hireway.',
      ],
      actions: [{ label: 'Abrir Os meus empregos', url: p.link }],
    }),
  },
};

export const EMAIL_COPY = { chrome, templates };
