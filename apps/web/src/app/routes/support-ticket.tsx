import { useParams } from 'react-router';
import { TicketDetailView } from '../../features/support/tickets/ticket-detail-view.tsx';

/** A support ticket of the user (/support/tickets/:id, the link of the reply e-mails; decision 1403). */
function SupportTicketPage() {
  const { id = '' } = useParams();
  return <TicketDetailView key={id} id={id} />;
}

export { SupportTicketPage as Component };
