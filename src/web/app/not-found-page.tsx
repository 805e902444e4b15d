import { shellMessages } from '@domain/messages/shell';
import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../lib/paths';
import { Button, EmptyState, PageHeader } from '../ui';

const t = shellMessages.notFound;

export function NotFoundPage() {
  return (
    <>
      <PageHeader title={t.title} />
      <EmptyState
        icon={Compass}
        title={t.text}
        action={
          <Button asChild>
            <Link to={paths.home}>{t.home}</Link>
          </Button>
        }
      />
    </>
  );
}
