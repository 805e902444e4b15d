import { shellMessages } from '@domain/messages/shell';
import { PageHeader } from '../../ui';

// Placeholder inside the shell until the feature's screen is built.
export function PhotosPage() {
  return <PageHeader title={shellMessages.nav.photos} />;
}
