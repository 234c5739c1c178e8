import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makeUser } from '../../../test/fixtures';
import { data } from '../../../test/mock-api';
import { fieldErrors, mockSignedIn } from '../../../test/routes-api';
import { makeTicket, pageMeta } from '../../../test/seeker-fixtures';
import { renderApp } from '../../testing/render-app';

describe('contact us', () => {
  it('lists the requests with their status', async () => {
    const open = makeTicket();
    const answered = makeTicket({
      id: 'c56a4180-65aa-42ec-a945-5fd21dec0538',
      subject: 'Cannot upload',
      status: 'answered',
    });
    mockSignedIn(makeUser('seeker'), {
      'GET /auth/support-tickets': { body: { data: [open, answered], meta: pageMeta(2) } },
    });
    renderApp('/job-seeker/contact-us');

    const table = await screen.findByRole('table', { name: 'Your support requests' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'My receipt is missing' })).toHaveAttribute(
      'href',
      `/job-seeker/contact-us/${open.id}`,
    );
    expect(within(rows[1] as HTMLElement).getByText('Open')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Answered')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Payments')).toBeInTheDocument();
  });

  it('opens a new request with an attachment and shows its conversation', async () => {
    const created = makeTicket({
      messages: [
        {
          id: 'message-1',
          author_role: 'user',
          body: 'I paid yesterday but no receipt arrived.',
          created_at: '2026-11-20T10:00:00.000Z',
          attachments: [
            {
              id: 'a1',
              filename: 'statement.png',
              content_type: 'image/png',
              size_bytes: 2048,
              download_url: '/api/v1/auth/support-tickets/x/attachments/a1',
            },
          ],
        },
      ],
    });
    let attempts = 0;
    const { requests } = mockSignedIn(makeUser('seeker'), {
      'POST /auth/support-tickets': () => {
        attempts += 1;
        return attempts === 1
          ? fieldErrors({ attachment_1: ['The file is not a PDF, PNG or JPEG image'] })
          : { status: 201, body: { data: created } };
      },
      [`GET /auth/support-tickets/${created.id}`]: data(created),
    });
    const { user, router, container } = renderApp('/job-seeker/contact-us/new');

    await user.click(await screen.findByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('The subject must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Choose a category')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /^subject/i }), 'My receipt is missing');
    await user.click(screen.getByRole('combobox', { name: /^category/i }));
    await user.click(await screen.findByRole('option', { name: 'Payments' }));
    await user.type(screen.getByRole('textbox', { name: /^message/i }), 'I paid yesterday but no receipt arrived.');
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error('no file input');
    // The file button's name is its label, then what it shows: the placeholder, then the chosen file (issue 14).
    const attachments = screen.getByRole('button', { name: 'Attachments (optional) Choose files' });
    await user.upload(input, new File(['png'], 'statement.png', { type: 'image/png' }));
    expect(attachments).toHaveAccessibleName('Attachments (optional) statement.png');
    expect(screen.getByRole('button', { name: 'Remove the chosen files' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    // An error of a field the form has no input for is shown in the alert.
    expect(await screen.findByText('The file is not a PDF, PNG or JPEG image')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/job-seeker/contact-us/${created.id}`));
    expect(await screen.findByRole('heading', { name: 'My receipt is missing' })).toBeInTheDocument();
    expect(screen.getByText('I paid yesterday but no receipt arrived.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download statement.png' })).toBeInTheDocument();

    const sent = requests.filter((request) => request.path === '/auth/support-tickets').at(-1)?.body;
    expect(sent).toBeInstanceOf(FormData);
    const form = sent as FormData;
    expect(form.get('subject')).toBe('My receipt is missing');
    expect(form.get('category')).toBe('payments');
    expect(form.get('message')).toBe('I paid yesterday but no receipt arrived.');
    expect((form.get('attachment_1') as File).name).toBe('statement.png');
  });
});
