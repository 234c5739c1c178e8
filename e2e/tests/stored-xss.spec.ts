import { expect, test, type Browser, type Page } from '@playwright/test';

import {
  adminToken,
  approveProvider,
  createAdminWithMfa,
  dataOf,
  DEMO,
  DEMO_PASSWORD,
  headersOf,
  logIn,
  logInAdmin,
  pendingProviderThroughApi,
  PDF,
  postLiveJob,
  REGISTER_PASSWORD,
} from './support';
import {
  adminPaths,
  apiPath,
  candidatePath,
  providerJobPath,
  publicBlogPath,
  publicJobPath,
  seekerTrackPath,
  supportTicketPath,
} from './paths';

/*
 * Stored XSS, rendered by the real pages in Chromium (issue 15, "Authorization and input"; ASVS 1.2.1, 1.3.x).
 * Attack text goes into every free-text field another user reads — a company's name, a job's title and markdown
 * description (public page, board card, JSON-LD), a CV entry and a cover letter (the provider's screens), a
 * provider's note and the seeker's answer (a document request), an interview's place and notes (the seeker's
 * requests), a support ticket and the later messages of a conversation (the admin's inbox, the seeker's ticket) and
 * a blog comment (the public article) — and each reader's page is checked: nothing ran, no element carries an event
 * handler, no link or frame points at `javascript:`, no script that runs holds the attack, the data scripts (JSON-LD,
 * the server-rendered state) still parse, and the attack text itself is on screen as text (so the field was really rendered).
 *
 * Every payload calls the probe this file installs before any page script, naming where it came from: a failure
 * names the field. The accounts are fresh ones, but for the demo seeker (paid, so able to apply); what is added to
 * the demo seeker's CV is removed again.
 */

const PROBE = '__hirewayXss';
const ran = (where: string): string => `${PROBE}.push('${where}')`;

/** One line of attack for one-line fields (titles, names): an image whose error handler runs. */
const oneLine = (where: string): string => `<img src=x onerror="${ran(where)}">`;

/** Attack text for long fields, as people would paste it: HTML, SVG, script, a JSON-LD break-out, javascript: links. */
const manyLines = (where: string): string =>
  [
    `Intro <img src=x onerror="${ran(`${where}:img`)}">`,
    `<svg onload="${ran(`${where}:svg`)}"></svg>`,
    `<script>${ran(`${where}:script`)}</script>`,
    `</script><script>${ran(`${where}:breakout`)}</script>`,
    `"><iframe srcdoc="<script>parent.${ran(`${where}:iframe`)}</script>"></iframe>`,
    `[markdown link](javascript:${ran(`${where}:md-link`)})`,
    `<a href="javascript:${ran(`${where}:a-link`)}">html link</a>`,
    `<details open ontoggle="${ran(`${where}:details`)}">details</details>`,
  ].join('\n\n');

/** A page whose probe records what ran; window dialogs count as running too. */
async function readerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((probe: string) => {
    const fired: string[] = [];
    Object.defineProperty(window, probe, { value: fired });
    const dialog = () => {
      fired.push('dialog');
    };
    window.alert = dialog;
    window.confirm = () => (dialog(), false);
    window.prompt = () => (dialog(), null);
  }, PROBE);
  return context.newPage();
}

/** The page shows `text` as text and nothing of what it holds ran or can run. */
async function expectInert(page: Page, text: string): Promise<void> {
  await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const found = await page.evaluate((probe: string) => {
    const elements = Array.from(document.querySelectorAll('*'));
    return {
      ran: [...((window as unknown as Record<string, string[]>)[probe] ?? [])],
      handlers: elements.flatMap((element) =>
        Array.from(element.attributes)
          .filter((attribute) => /^on/i.test(attribute.name))
          .map((attribute) => `${element.tagName}[${attribute.name}]`),
      ),
      scriptUrls: elements
        .filter((element) =>
          ['href', 'src', 'action', 'formaction', 'srcdoc'].some((name) =>
            /^\s*javascript:|<script/i.test(element.getAttribute(name) ?? ''),
          ),
        )
        .map((element) => element.outerHTML.slice(0, 120)),
      // Scripts that run (no type, a JavaScript or module type) never hold the attack; data scripts (the JSON-LD,
      // the server-rendered state) may, as JSON strings, and must still parse: no `</script>` broke out of them.
      scripts: Array.from(document.scripts)
        .filter((script) => !/json$/i.test(script.type) && (script.textContent ?? '').includes(probe))
        .map((script) => (script.textContent ?? '').slice(0, 120)),
      brokenJson: Array.from(document.scripts)
        .filter((script) => /json$/i.test(script.type))
        .filter((script) => {
          try {
            JSON.parse(script.textContent ?? '');
            return false;
          } catch {
            return true;
          }
        })
        .map((script) => script.type),
    };
  }, PROBE);
  expect(found, `on ${page.url()}`).toEqual({ ran: [], handlers: [], scriptUrls: [], scripts: [], brokenJson: [] });
}

test('attack text in every field another user reads runs nowhere in Chromium', async ({ browser, request }) => {
  test.setTimeout(360_000);

  // A provider whose company name is an attack, approved, with a live job full of them.
  const company = oneLine('company-name');
  const provider = await pendingProviderThroughApi(request, 'xss-provider', company);
  await approveProvider(request, provider.email);
  const title = `Depot lead ${oneLine('job-title')}`;
  const job = await postLiveJob(request, provider.headers, {
    title,
    description: `## The role\n\n${manyLines('job-description')}\n\nRun the depot's night shift.`,
  });

  // Anyone: the public job page (server-rendered, then hydrated; its JSON-LD) and the board's card.
  const visitor = await readerPage(browser);
  await visitor.goto(publicJobPath(job.id));
  await expectInert(visitor, 'Depot lead <img src=x');
  await expectInert(visitor, 'markdown link');
  await expectInert(visitor, company);
  await visitor.goto(`/jobs?q=${encodeURIComponent('depot lead')}`);
  await expectInert(visitor, 'Depot lead <img src=x');

  // The demo seeker: a CV entry and a cover letter, read by the provider.
  const seeker = await headersOf(request, DEMO.seeker, DEMO_PASSWORD);
  const hobby = await dataOf<{ id: string }>(
    await request.post(apiPath('/seeker/cv/hobbies-and-interests'), {
      headers: seeker,
      data: { name: oneLine('cv-hobby-name'), description: manyLines('cv-hobby') },
    }),
  );
  try {
    await dataOf(
      await request.post(apiPath(`/seeker/jobs/${job.id}/apply`), {
        headers: seeker,
        data: { cover_letter: manyLines('cover-letter') },
      }),
    );
    const providerPage = await readerPage(browser);
    await logIn(providerPage, provider.email, REGISTER_PASSWORD);
    await expect(providerPage).toHaveURL(/\/provider$/);
    await providerPage.goto(providerJobPath(job.id, 'applications'));
    await expectInert(providerPage, 'Intro <img src=x');
    const applications = await dataOf<{ applicant: { id: string } }[]>(
      await request.get(apiPath(`/provider/jobs/${job.id}/applications`), { headers: provider.headers }),
    );
    const seekerId = applications[0]?.applicant.id ?? '';
    await providerPage.goto(candidatePath(seekerId));
    await expectInert(providerPage, '<img src=x onerror="__hirewayXss.push(\'cv-hobby-name\')">');

    // A document request's note, read by the seeker; the seeker's answer, read by the provider.
    await dataOf(
      await request.post(apiPath(`/provider/candidates/${seekerId}/action/additional-documents`), {
        headers: provider.headers,
        data: { documents: [oneLine('document-name')], note: manyLines('request-note') },
      }),
    );
    const seekerPage = await readerPage(browser);
    await logIn(seekerPage, DEMO.seeker);
    await expect(seekerPage).toHaveURL(/\/job-seeker\/home$/);
    await seekerPage.goto(seekerTrackPath('additional-documents'));
    await expectInert(seekerPage, 'Intro <img src=x');
    const actions = await dataOf<{ id: string }[]>(
      await request.get(apiPath('/seeker/cv-actions?subject=additional-documents&status=pending'), { headers: seeker }),
    );
    const answer = await request.post(apiPath(`/seeker/cv-actions/${actions[0]?.id ?? ''}/respond`), {
      headers: seeker,
      multipart: {
        message: manyLines('response'),
        file_1: { name: '<img src=x onerror=alert(1)>.pdf', mimeType: 'application/pdf', buffer: PDF },
      },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    await providerPage.goto(candidatePath(seekerId));
    await expectInert(providerPage, 'Intro <img src=x');

    // An interview request's place and notes, read by the seeker.
    await dataOf(
      await request.post(apiPath(`/provider/candidates/${seekerId}/action/interview`), {
        headers: provider.headers,
        data: {
          date: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
          time: '10:30',
          timezone: 'Europe/Berlin',
          mode: 'in_person',
          place: `Depot gate ${oneLine('interview-place')}`,
          notes: manyLines('interview-notes'),
        },
      }),
    );
    await seekerPage.goto(seekerTrackPath('interview-requests'));
    await expectInert(seekerPage, 'Depot gate <img src=x');
    await expectInert(seekerPage, 'Intro <img src=x');

    // A blog comment by the seeker, read by anyone on the public article.
    const blogs = await dataOf<{ id: string; slug: string }[]>(await request.get(apiPath('/blogs')));
    const blog = blogs[0];
    if (blog === undefined) throw new Error('the demo data has no blog article');
    await dataOf(
      await request.post(apiPath(`/blogs/${blog.id}/comment`), {
        headers: seeker,
        data: { body: `A comment ${manyLines('comment')}` },
      }),
    );
    await visitor.goto(publicBlogPath(blog.slug));
    await expectInert(visitor, 'A comment');
  } finally {
    const removed = await request.delete(apiPath(`/seeker/cv/hobbies-and-interests/${hobby.id}`), { headers: seeker });
    expect(removed.ok(), await removed.text()).toBe(true);
  }

  // A support ticket from the provider, read by an admin in the console.
  const ticket = await dataOf<{ id: string }>(
    await request.post(apiPath('/auth/support-tickets'), {
      headers: provider.headers,
      data: { subject: `Invoice ${oneLine('ticket-subject')}`, category: 'payments', message: manyLines('ticket') },
    }),
  );
  const admin = await createAdminWithMfa(request, `xss-admin-${ticket.id.slice(0, 8)}@example.test`);
  const adminPage = await readerPage(browser);
  await logInAdmin(adminPage, admin);
  await adminPage.goto(adminPaths.tickets);
  await expectInert(adminPage, 'Invoice <img src=x');
  await adminPage.goto(adminPaths.ticket(ticket.id));
  await expectInert(adminPage, 'Intro <img src=x');

  // Later messages of a conversation: support's answer, read by the seeker who asked; her reply, read by the admin.
  const seekerTicket = await dataOf<{ id: string }>(
    await request.post(apiPath('/auth/support-tickets'), {
      headers: seeker,
      data: { subject: 'My receipt', category: 'payments', message: 'Where is my receipt?' },
    }),
  );
  const adminHeaders = { Authorization: `Bearer ${await adminToken(request, admin)}` };
  await dataOf(
    await request.post(apiPath(`/admin/support-tickets/${seekerTicket.id}/reply`), {
      headers: adminHeaders,
      data: { message: `Support answer ${manyLines('support-answer')}` },
    }),
  );
  const asker = await readerPage(browser);
  await logIn(asker, DEMO.seeker);
  await expect(asker).toHaveURL(/\/job-seeker\/home$/);
  await asker.goto(supportTicketPath(seekerTicket.id));
  await expectInert(asker, 'Support answer');
  await dataOf(
    await request.post(apiPath(`/auth/support-tickets/${seekerTicket.id}/reply`), {
      headers: seeker,
      data: { message: `Seeker reply ${manyLines('support-reply')}` },
    }),
  );
  await adminPage.goto(adminPaths.ticket(seekerTicket.id));
  await expectInert(adminPage, 'Seeker reply');
});
