import { FaqList } from '../../../features/admin-content/components/faq-list';

/** /admin/faqs: the questions of each language in their order; add, edit, move, delete. */
export function Component() {
  return <FaqList />;
}
