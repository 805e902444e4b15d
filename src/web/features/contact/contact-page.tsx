import { contactMessages as m } from '@domain/messages/contact';
import { LifeBuoy, Mail, MapPin, Phone } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useBranding } from '../../lib/branding';
import { useMe } from '../../lib/session';
import { AlertMessage, Button, Card, PageHeader, Spinner } from '../../ui';
import { SupportForm } from './support-form';

// "Kontakt" (parent-portal.md section 2): the provider's contact details (configured, from /api/branding) and the
// support form.
export function ContactPage() {
  const { branding } = useBranding();
  const { me } = useMe();
  const [formOpen, setFormOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const close = useCallback((wasSent: boolean) => {
    setFormOpen(false);
    setSent(wasSent);
  }, []);
  const contact = branding?.contact;

  return (
    <>
      <PageHeader title={m.title} description={m.intro} />
      <div className="flex flex-col gap-4">
        <Card title={m.contactHeading}>
          {!contact && <Spinner />}
          {contact && (
            <>
              <p className="mb-3 text-base font-semibold text-stone-900">{branding.providerName}</p>
              <dl className="flex flex-col gap-3 text-base">
                <div className="flex items-start gap-3">
                  <dt>
                    <Mail aria-hidden="true" className="mt-0.5 size-5 text-stone-500" />
                    <span className="sr-only">{m.email}</span>
                  </dt>
                  <dd>
                    <a
                      href={`mailto:${contact.email}`}
                      className="text-brand-800 underline underline-offset-2"
                    >
                      {contact.email}
                    </a>
                  </dd>
                </div>
                <div className="flex items-start gap-3">
                  <dt>
                    <Phone aria-hidden="true" className="mt-0.5 size-5 text-stone-500" />
                    <span className="sr-only">{m.phone}</span>
                  </dt>
                  <dd>
                    <a
                      href={`tel:${contact.phone.replace(/\s/g, '')}`}
                      className="text-brand-800 underline underline-offset-2"
                    >
                      {contact.phone}
                    </a>
                  </dd>
                </div>
                <div className="flex items-start gap-3">
                  <dt>
                    <MapPin aria-hidden="true" className="mt-0.5 size-5 text-stone-500" />
                    <span className="sr-only">{m.address}</span>
                  </dt>
                  <dd className="text-stone-800">{contact.address}</dd>
                </div>
              </dl>
            </>
          )}
        </Card>
        <Card title={m.supportHeading}>
          <p className="mb-4 text-base text-stone-700">{m.supportIntro}</p>
          {formOpen ? (
            <SupportForm email={me?.email ?? ''} onClose={close} />
          ) : (
            <>
              {sent && (
                <AlertMessage tone="success" className="mb-4" onDismiss={() => setSent(false)}>
                  {m.success}
                </AlertMessage>
              )}
              <Button
                icon={<LifeBuoy aria-hidden="true" className="size-5" />}
                onClick={() => {
                  setSent(false);
                  setFormOpen(true);
                }}
              >
                {m.openForm}
              </Button>
            </>
          )}
        </Card>
      </div>
    </>
  );
}
