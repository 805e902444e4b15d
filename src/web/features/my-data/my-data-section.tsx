import { myDataMessages as m } from '@domain/messages/my-data';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { AlertMessage, Button, buttonClasses, Card } from '../../ui';
import { downloadFamilyData } from './my-data-queries';

/** /profile "Meine Daten" (issue 18): download the family's data, or go to the page that deletes the account. */
export function MyDataSection() {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await downloadFamilyData();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={m.title}>
      <div className="flex flex-col gap-4">
        <p className="text-stone-800">{m.intro}</p>
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold text-stone-900">{m.exportTitle}</h3>
          <p className="text-sm text-stone-700">{m.exportText}</p>
          <div>
            <Button onClick={download} loading={busy}>
              <Download aria-hidden="true" className="size-4" />
              {busy ? m.exporting : m.exportButton}
            </Button>
          </div>
          {failed && <AlertMessage tone="error">{m.exportFailed}</AlertMessage>}
        </div>
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold text-stone-900">{m.deleteTitle}</h3>
          <p className="text-sm text-stone-700">{m.deleteText}</p>
          <div>
            <Link to={paths.accountDeletion} className={buttonClasses('secondary')}>
              {m.deleteStart}
            </Link>
          </div>
        </div>
      </div>
    </Card>
  );
}
