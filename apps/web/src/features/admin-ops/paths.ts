/** The admin console's operations screens (issue 6, part B). */
export const adminOpsPaths = {
  settings: '/admin/settings',
  tickets: '/admin/tickets',
  ticket: (id: string): string => `/admin/tickets/${encodeURIComponent(id)}`,
  payments: '/admin/payments',
  logs: '/admin/logs',
  blogs: '/admin/blogs',
  newBlog: '/admin/blogs/new',
  blog: (id: string): string => `/admin/blogs/${encodeURIComponent(id)}`,
  comments: '/admin/comments',
  faqs: '/admin/faqs',
  reference: '/admin/reference',
} as const;
