import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../testing/render-app';

describe('404 page', () => {
  it('shows the not-found page in the full-page layout for an unknown URL', async () => {
    mockApi({});
    renderApp('/this/page/does-not-exist');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toBeInTheDocument();
  });
});
