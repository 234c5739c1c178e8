import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** Enters text the fast way: a click into the field, then one paste (typing key by key is slow on a busy machine). */
export const pasteInto = async (user: UserEvent, field: HTMLElement, text: string) => {
  await user.click(field);
  await user.paste(text);
};

/** Fills the sign-up form for Grace Hopper and accepts the terms; the caller sends it. */
export const fillRegistration = async (user: UserEvent, { email, password }: { email: string; password: string }) => {
  await pasteInto(user, await screen.findByRole('textbox', { name: /first name/i }), 'Grace');
  await pasteInto(user, screen.getByRole('textbox', { name: /last name/i }), 'Hopper');
  await pasteInto(user, screen.getByRole('textbox', { name: /e-mail/i }), email);
  await pasteInto(user, screen.getByLabelText(/^password/i), password);
  await pasteInto(user, screen.getByLabelText(/^confirm password/i), password);
  await user.click(screen.getByRole('checkbox'));
};

/** The error summary at the top of a form (WCAG 3.3.1), once it shows. */
export const findErrorSummary = async (scope: HTMLElement = document.body): Promise<HTMLElement> => {
  const title = await within(scope).findByText('Please check these fields');
  const summary = title.closest<HTMLElement>('[data-error-summary]');
  expect(summary).not.toBeNull();
  return summary as HTMLElement;
};
