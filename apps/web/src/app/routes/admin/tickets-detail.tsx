import { useParams } from 'react-router';

import { InboxTicket } from '../../../features/admin-support/components/inbox-ticket';

/** /admin/tickets/{id}: the thread, the owner, a reply as support, close and reopen. */
export function Component() {
  const { ticketId = '' } = useParams();
  return <InboxTicket ticketId={ticketId} />;
}
