import { Box } from '@mantine/core';
import { useParams } from 'react-router';

import { seekerPaths } from '../../../config/paths';
import { TicketThread } from '../../../features/support/components/ticket-thread';

/** /job-seeker/contact-us/{id}: one support request's conversation. */
export function Component() {
  const { ticketId = '' } = useParams();
  return (
    <Box maw={860}>
      <TicketThread key={ticketId} ticketId={ticketId} backTo={seekerPaths.contactUs} />
    </Box>
  );
}
