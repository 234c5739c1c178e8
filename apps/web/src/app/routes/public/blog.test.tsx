import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makeUser } from '../../../test/fixtures';
import { data, mockApi } from '../../../test/mock-api';
import { jsonBody, mockSignedIn } from '../../../test/routes-api';
import { makeBlog, pageMeta } from '../../../test/seeker-fixtures';
import { renderApp } from '../../testing/render-app';

describe('blog articles', () => {
  it('renders the sanitized body and the comments for an anonymous visitor, with a way to log in', async () => {
    const blog = makeBlog();
    const { requests } = mockApi({ [`GET /blogs/${blog.slug}`]: data(blog) });
    renderApp(`/blogs/${blog.slug}`);

    expect(await screen.findByRole('heading', { name: blog.title, level: 1 })).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(within(article).getByRole('heading', { name: 'Show evidence', level: 2 })).toBeInTheDocument();
    expect(within(article).getByText('Numbers')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1 comment' })).toBeInTheDocument();
    expect(screen.getByText('Very helpful, thank you!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth/login');
    expect(screen.queryByRole('textbox', { name: 'Your comment' })).not.toBeInTheDocument();
    // Public content is fetched without a token.
    expect(requests.find((request) => request.path === `/blogs/${blog.slug}`)?.headers.has('Authorization')).toBe(
      false,
    );
  });

  it('lets a seeker post a comment that shows at once', async () => {
    const blog = makeBlog();
    const { requests } = mockSignedIn(makeUser('seeker'), {
      [`GET /blogs/${blog.slug}`]: data(blog),
      [`POST /blogs/${blog.id}/comment`]: {
        status: 201,
        body: {
          data: {
            id: 'comment-2',
            body: 'Great checklist.',
            author_name: 'Ada O.',
            created_at: '2026-11-21T09:00:00.000Z',
          },
        },
      },
    });
    const { user } = renderApp(`/job-seeker/resources/${blog.slug}`);

    const field = await screen.findByRole('textbox', { name: 'Your comment' });
    await user.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Write a comment')).toBeInTheDocument();

    await user.type(field, 'Great checklist.');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));

    expect(await screen.findByText('Great checklist.', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Ada O.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2 comments' })).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveValue(''));
    const posted = requests.find((request) => request.path === `/blogs/${blog.id}/comment`);
    expect(jsonBody(posted)).toEqual({ body: 'Great checklist.' });
    // Shown from the answer, not by fetching the article again.
    expect(requests.filter((request) => request.path === `/blogs/${blog.slug}`)).toHaveLength(1);
  });

  it('lists, searches and filters the resources', async () => {
    const blog = makeBlog({ tags: ['cv', 'applications'] });
    const { fetchMock } = mockSignedIn(makeUser('seeker'), {
      'GET /blogs': { body: { data: [blog], meta: pageMeta(1) } },
    });
    const blogCalls = () =>
      fetchMock.mock.calls
        .map(([input]) => (input instanceof Request ? input.url : input.toString()))
        .filter((url) => url.includes('/api/v1/blogs?'));
    const { user, router } = renderApp('/job-seeker/resources');

    expect(await screen.findByRole('link', { name: blog.title })).toHaveAttribute(
      'href',
      `/job-seeker/resources/${blog.slug}`,
    );
    expect(screen.getByText('1 article')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'headline');
    await waitFor(() => expect(router.state.location.search).toBe('?q=headline'));
    // The list asks the API with the search once it has rendered with it.
    await waitFor(() => expect(blogCalls().some((url) => url.includes('q=headline'))).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Show articles tagged applications' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=headline&tag=applications'));
    await waitFor(() => expect(blogCalls().at(-1)).toContain('tag=applications'));
    expect(blogCalls().at(-1)).toContain('q=headline');
  });
});
