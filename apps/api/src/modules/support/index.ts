// The support module's public entry: what other modules may use (docs/architecture.md).
export { toTicketDetailDto } from './support.presenter';
export { findTicketAttachments, findTicketMessages, insertMessage, updateTicket } from './support.repository';
export { supportRoutes } from './support.routes';
export { openAttachment } from './support.service';
