// The support module's public entry: what other modules may use (docs/architecture.md).
export { toTicketDto } from './support.presenter';
export { supportRoutes } from './support.routes';
export { addStaffReply, openAttachment, setTicketStatus, ticketThread } from './support.service';
