import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makeUser } from '../../../../test/fixtures';
import { data, type RecordedRequest } from '../../../../test/mock-api';
import { fieldErrors, jsonBody, mockSignedIn } from '../../../../test/routes-api';
import { makeCv, makeSkill, scoreOf } from '../../../../test/seeker-fixtures';
import { renderApp } from '../../../testing/render-app';

const SKILL_ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const NEW_ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3302';

/** A little skills API over an in-memory list, answering like the real one. */
const skillsApi = () => {
  let skills = [makeSkill(SKILL_ID, 'Critical care', 'expert')];
  let rejectNext = true;
  const cv = () => makeCv({ skills });
  return {
    'GET /seeker/cv': () => data(cv()),
    'GET /seeker/cv/score/details': () => data(scoreOf(cv())),
    'GET /seeker/cv/skills': () => data(skills),
    'POST /seeker/cv/skills': (request: RecordedRequest) => {
      if (rejectNext) {
        rejectNext = false;
        return fieldErrors({ name: ['This skill is already on your CV'] });
      }
      const body = jsonBody(request) as { name: string; level: 'beginner' };
      const created = { ...makeSkill(NEW_ID, body.name, body.level) };
      skills = [...skills, created];
      return { status: 201, body: { data: created } };
    },
    [`PUT /seeker/cv/skills/${SKILL_ID}`]: (request: RecordedRequest) => {
      const body = jsonBody(request) as { name: string; level: 'beginner' };
      skills = skills.map((skill) => (skill.id === SKILL_ID ? { ...skill, ...body } : skill));
      return data(skills.find((skill) => skill.id === SKILL_ID));
    },
    [`DELETE /seeker/cv/skills/${SKILL_ID}`]: () => {
      skills = skills.filter((skill) => skill.id !== SKILL_ID);
      return data({ message: 'The skill was deleted' });
    },
  };
};

describe('CV: a list section', () => {
  it('adds a skill, showing the server field error first, then edits and deletes one', async () => {
    const { requests } = mockSignedIn(makeUser('seeker'), skillsApi());
    const { user } = renderApp('/job-seeker/manage-cv/skills');

    const list = await screen.findByRole('region', { name: 'Skills' });
    expect(await within(list).findByText('Critical care')).toBeInTheDocument();
    expect(within(list).getByText('Expert')).toBeInTheDocument();

    // Add: the shared schema first, then the server's field error on the field.
    await user.click(screen.getByRole('button', { name: 'Add a skill' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add a skill' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Skill is required')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST' && request.path === '/seeker/cv/skills')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: /^skill/i }), 'Wound care');
    await user.click(within(dialog).getByRole('combobox', { name: /^level/i }));
    await user.click(await screen.findByRole('option', { name: 'Intermediate' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^years of practice/i }), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This skill is already on your CV')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^skill/i })).toHaveAttribute('aria-invalid', 'true');
    expect(
      jsonBody(requests.find((request) => request.method === 'POST' && request.path === '/seeker/cv/skills')),
    ).toEqual({
      name: 'Wound care',
      level: 'intermediate',
      years: 4,
    });

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a skill' })).not.toBeInTheDocument());
    expect(await within(list).findByText('Wound care')).toBeInTheDocument();
    expect(await screen.findByText('The entry has been added to your CV.')).toBeInTheDocument();
    // The dialog is gone from the page: focus is back on the button that opened it (issue 14).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add a skill' })).toHaveFocus());

    // Edit: the dialog opens with the entry, PUT replaces it.
    await user.click(within(list).getByRole('button', { name: 'Edit Critical care' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit skill' });
    const name = within(dialog).getByRole('textbox', { name: /^skill/i });
    expect(name).toHaveValue('Critical care');
    await user.clear(name);
    await user.type(name, 'Intensive care');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(list).findByText('Intensive care')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getByRole('button', { name: 'Edit Intensive care' })).toHaveFocus());
    expect(jsonBody(requests.find((request) => request.method === 'PUT'))).toEqual({
      name: 'Intensive care',
      level: 'expert',
      years: null,
    });

    // Delete: asked first, then gone.
    await user.click(within(list).getByRole('button', { name: 'Delete Intensive care' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this skill?' });
    expect(within(confirm).getByText(/"Intensive care" will be removed from your CV/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(list).queryByText('Intensive care')).not.toBeInTheDocument());
    // Its buttons went with it: focus is on the section's add button.
    expect(screen.getByRole('button', { name: 'Add a skill' })).toHaveFocus();
    expect(requests.some((request) => request.method === 'DELETE' && request.path.endsWith(SKILL_ID))).toBe(true);
  });

  it('saves the languages as one list and puts a row error on its field', async () => {
    let attempts = 0;
    const { requests } = mockSignedIn(makeUser('seeker'), {
      'GET /seeker/cv/score/details': data(scoreOf(makeCv())),
      'GET /seeker/cv/languages': data([]),
      'POST /seeker/cv/languages/bulk': () => {
        attempts += 1;
        return attempts === 1
          ? fieldErrors({ 'languages.0.proficiency': ['Choose a level from A1 to C2, or native'] })
          : data([]);
      },
    });
    const { user } = renderApp('/job-seeker/manage-cv/languages');

    await user.click(await screen.findByRole('button', { name: 'Add a language' }));
    await user.click(screen.getByRole('combobox', { name: /^language/i }));
    await user.click(await screen.findByRole('option', { name: 'German' }));
    await user.click(screen.getByRole('combobox', { name: /^level/i }));
    await user.click(await screen.findByRole('option', { name: 'Native speaker' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Choose a level from A1 to C2, or native')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^level/i })).toHaveAttribute('aria-invalid', 'true');
    expect(jsonBody(requests.find((request) => request.path === '/seeker/cv/languages/bulk'))).toEqual({
      languages: [{ language: 'de', proficiency: 'native' }],
    });

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your languages have been saved.')).toBeInTheDocument();
  });

  it('shows the score with what is missing, each linked to its part', async () => {
    const cv = makeCv({ skills: [makeSkill(SKILL_ID, 'Critical care')] });
    mockSignedIn(makeUser('seeker'), {
      'GET /seeker/cv': data(cv),
      'GET /seeker/cv/score/details': data(scoreOf(cv)),
    });
    renderApp('/job-seeker/manage-cv');

    expect(await screen.findByRole('textbox', { name: /^headline/i })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'CV score: 0 out of 100' })).toBeInTheDocument();
    const missing = screen.getByRole('list', { name: 'What is missing' });
    expect(within(missing).getByRole('link', { name: 'Skills' })).toHaveAttribute(
      'href',
      '/job-seeker/manage-cv/skills',
    );
    expect(within(missing).getByText(/add at least 3 skills/)).toBeInTheDocument();
    expect(within(missing).getByRole('link', { name: 'About you' })).toHaveAttribute(
      'href',
      '/job-seeker/manage-cv/personal',
    );
  });
});
