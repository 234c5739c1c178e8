import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { storeSession } from '../../../lib/auth/auth-store';
import { makeCheck, makeSession, makeUser } from '../../../test/fixtures';
import { data, mockApi } from '../../../test/mock-api';
import { fieldErrors, jsonBody, mockSignedIn } from '../../../test/routes-api';
import { makeOnboardingState } from '../../../test/seeker-fixtures';
import { renderApp } from '../../testing/render-app';

const newSeeker = () => makeUser('seeker', { profile: { has_completed_onboarding: false, payment_status: 'unpaid' } });

const REFERENCE = {
  'GET /job-categories': data([
    { id: '1', slug: 'operations', name: 'Operations' },
    { id: '2', slug: 'management', name: 'Management' },
  ]),
  'GET /employment-types': data([{ id: '3', slug: 'full-time', name: 'Full-time' }]),
  'GET /location-types': data([
    { id: '4', slug: 'remote', name: 'Remote' },
    { id: '5', slug: 'hybrid', name: 'Hybrid' },
  ]),
};

describe('seeker onboarding', () => {
  it('resumes at the first step that is not saved yet', async () => {
    mockSignedIn(newSeeker(), {
      'GET /auth/onboarding/seeker': data(
        makeOnboardingState({
          personal: { ...makeOnboardingState().personal, headline: 'Warehouse team lead' },
          completed_steps: [1],
        }),
      ),
      ...REFERENCE,
    });
    const { router, user } = renderApp('/auth/onboarding/seeker');

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/onboarding/seeker-step2'));
    expect(await screen.findByRole('heading', { name: 'What are you looking for?' })).toBeInTheDocument();
    const stepper = screen.getByLabelText('Steps of your job-seeker profile');
    expect(within(stepper).getByText('Your search')).toBeInTheDocument();

    // Back to step 1 on purpose: the saved answers are there and no resume happens.
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/onboarding/seeker'));
    expect(await screen.findByRole('textbox', { name: /^headline/i })).toHaveValue('Warehouse team lead');
  });

  it('puts the server field errors of step 1 on the fields', async () => {
    const { requests } = mockSignedIn(newSeeker(), {
      'GET /auth/onboarding/seeker': data(makeOnboardingState()),
      'POST /auth/onboarding/seeker': fieldErrors({
        desired_job_title: ['Desired job title must be at most 150 characters'],
      }),
    });
    const { user } = renderApp('/auth/onboarding/seeker');

    await user.click(await screen.findByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Headline is required')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST' && request.path === '/auth/onboarding/seeker')).toBe(
      false,
    );

    await user.type(screen.getByRole('textbox', { name: /^headline/i }), 'Warehouse team lead');
    await user.type(screen.getByRole('textbox', { name: /^desired job title/i }), 'Supervisor');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await screen.findByText('Desired job title must be at most 150 characters')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^desired job title/i })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Error!')).not.toBeInTheDocument();
    const sent = requests.find((request) => request.method === 'POST' && request.path === '/auth/onboarding/seeker');
    expect(jsonBody(sent)).toMatchObject({
      step: 1,
      headline: 'Warehouse team lead',
      desired_job_title: 'Supervisor',
      summary: null,
      years_of_experience: null,
      open_to_work: false,
    });
  });

  it('maps the salary errors of step 2 onto the salary fields and moves on once saved', async () => {
    let attempts = 0;
    const saved = makeOnboardingState({ completed_steps: [1] });
    const { requests } = mockSignedIn(newSeeker(), {
      'GET /auth/onboarding/seeker': data(saved),
      ...REFERENCE,
      'POST /auth/onboarding/seeker': () => {
        attempts += 1;
        return attempts === 1
          ? fieldErrors({
              job_categories: ['Choose from the list (unknown: operations)'],
              'expected_salary.amount': ['The salary looks too large'],
            })
          : data({ ...saved, completed_steps: [1, 2] });
      },
    });
    const { user, router } = renderApp('/auth/onboarding/seeker-step2');

    await user.click(await screen.findByRole('combobox', { name: /^job categories/i }));
    await user.click(await screen.findByRole('option', { name: 'Operations' }));
    await user.click(screen.getByRole('combobox', { name: /^employment types/i }));
    await user.click(await screen.findByRole('option', { name: 'Full-time' }));
    await user.click(screen.getByRole('combobox', { name: /^where you want to work/i }));
    await user.click(await screen.findByRole('option', { name: 'Remote' }));
    await user.type(screen.getByRole('textbox', { name: /^amount/i }), '99000000');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await screen.findByText('Choose from the list (unknown: operations)')).toBeInTheDocument();
    expect(screen.getByText('The salary looks too large')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^amount/i })).toHaveAttribute('aria-invalid', 'true');
    const sent = requests.find((request) => request.method === 'POST' && request.path === '/auth/onboarding/seeker');
    expect(jsonBody(sent)).toEqual({
      step: 2,
      job_categories: ['operations'],
      employment_types: ['full-time'],
      location_types: ['remote'],
      expected_salary: { amount: 99000000, currency: 'EUR', period: 'year' },
    });

    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/onboarding/seeker-step3'));
  });

  it('finishes with the consent and a PDF, then the guards lead to the registration fee', async () => {
    const before = makeSession(newSeeker());
    const after = makeSession(
      makeUser('seeker', { profile: { has_completed_onboarding: true, payment_status: 'unpaid' } }),
    );
    storeSession(before);
    let finished = false;
    const { requests } = mockApi({
      'POST /auth/check': () => data(makeCheck(finished ? after : before)),
      'GET /auth/onboarding/seeker': () =>
        data(
          makeOnboardingState({ completed_steps: finished ? [1, 2, 3] : [1, 2], has_completed_onboarding: finished }),
        ),
      'POST /auth/onboarding/seeker': () => {
        finished = true;
        return data(makeOnboardingState({ completed_steps: [1, 2, 3], has_completed_onboarding: true }));
      },
    });
    const { user, router, container } = renderApp('/auth/onboarding/seeker-step3');

    await user.click(await screen.findByRole('button', { name: 'Finish my profile' }));
    expect(await screen.findByText('Agree to show your profile to verified employers to finish')).toBeInTheDocument();

    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error('no file input');
    await user.upload(input, new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('checkbox', { name: /verified employers on hireway may see my profile/i }));
    await user.click(screen.getByRole('button', { name: 'Finish my profile' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/onboarding/payment'));
    expect(await screen.findByRole('heading', { name: 'Pay the registration fee' })).toBeInTheDocument();
    const sent = requests.find((request) => request.method === 'POST' && request.path === '/auth/onboarding/seeker');
    expect(sent?.body).toBeInstanceOf(FormData);
    const form = sent?.body as FormData;
    expect(form.get('step')).toBe('3');
    expect(form.get('consent')).toBe('true');
    expect((form.get('cv') as File).name).toBe('cv.pdf');
  });

  it('offers PDF and Word files for the CV and sends a .docx', async () => {
    storeSession(makeSession(newSeeker()));
    const { requests } = mockApi({
      'POST /auth/check': () => data(makeCheck(makeSession(newSeeker()))),
      'GET /auth/onboarding/seeker': () => data(makeOnboardingState({ completed_steps: [1, 2] })),
      'POST /auth/onboarding/seeker': () =>
        data(makeOnboardingState({ completed_steps: [1, 2, 3], has_completed_onboarding: true })),
    });
    const { user, container } = renderApp('/auth/onboarding/seeker-step3');
    expect(await screen.findByText('PDF or Word (.docx), up to 5 MB.')).toBeInTheDocument();
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error('no file input');
    expect(input.accept.split(',')).toEqual(expect.arrayContaining(['application/pdf', '.pdf', '.docx']));

    const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    await user.upload(input, new File(['PK'], 'Lebenslauf.docx', { type: docx }));
    await user.click(screen.getByRole('checkbox', { name: /verified employers on hireway may see my profile/i }));
    await user.click(screen.getByRole('button', { name: 'Finish my profile' }));
    await waitFor(() =>
      expect(requests.some((request) => request.method === 'POST' && request.path === '/auth/onboarding/seeker')).toBe(
        true,
      ),
    );
    const sent = requests.find((request) => request.method === 'POST' && request.path === '/auth/onboarding/seeker');
    expect(((sent?.body as FormData).get('cv') as File).name).toBe('Lebenslauf.docx');
  });
});
