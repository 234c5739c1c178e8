import { TicketInbox } from '../../../features/admin-support/components/ticket-inbox';

/** /admin/tickets: the support inbox, open tickets first by default. */
export function Component() {
  return <TicketInbox />;
}
