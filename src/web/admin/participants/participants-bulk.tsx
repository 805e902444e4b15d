import type { AdminParticipant } from '@domain/bookings/admin-participants';
import { adminBulkMessages } from '@domain/messages/admin-bulk';
import { bulkParticipantMessages as m } from '@domain/messages/admin-bulk-participants';
import { useState } from 'react';
import { AlertMessage, Button, Dialog, PageSpinner, Select } from '../../ui';
import { BulkActionButton, BulkExportButton, BulkMessageButton } from '../bulk/bulk-actions';
import { BulkBar } from '../bulk/bulk-bar';
import { BulkConfirmDialog, type BulkRun } from '../bulk/bulk-confirm-dialog';
import { SelectPageBox } from '../bulk/select-boxes';
import { type Selection, useSelection } from '../bulk/use-selection';
import {
  downloadParticipants,
  messageParticipantsParents,
  moveParticipants,
  removeParticipants,
  useMoveTargets,
} from './bulk-queries';
import type { PanelOffer } from './participants-queries';

// Bulk work in the participants panel (issue 30 item 4, decision 056), on the back office's selection kit: the
// children are ticked in the list (SelectRowBox in participants-dialog.tsx), and the bar above it messages their
// parents, exports exactly them as CSV, moves them to another offer of the kind (a target picked, then the dry run
// confirmed) or removes them with the parents' refund rules. The panel lists every participant: "all" is the page.

type ParticipantSelection = Selection<Record<string, never>, string>;
type Notice = { tone: 'success' | 'error'; text: string };

const everyone = {};

export function useParticipantSelection(list: readonly AdminParticipant[]): ParticipantSelection {
  return useSelection({ filter: everyone, rows: list.map((p) => p.childId), total: list.length });
}

export function ParticipantsBulkBar({
  offer,
  selection,
  onNotice,
}: {
  offer: PanelOffer;
  selection: ParticipantSelection;
  onNotice: (notice: Notice) => void;
}) {
  const done = (summary: string) => {
    selection.clear();
    onNotice({ tone: 'success', text: `${summary}.` });
  };
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-2 text-sm text-stone-700">
        <SelectPageBox selection={selection} />
        {/* The box carries the same words as its name. */}
        <span aria-hidden="true">{adminBulkMessages.selectPage}</span>
      </div>
      <BulkBar selection={selection}>
        <BulkMessageButton
          send={(message, options) =>
            messageParticipantsParents(offer, { selection: selection.request(), ...message, ...options })
          }
          onDone={done}
        />
        <BulkExportButton
          download={() => downloadParticipants(offer, selection.request())}
          onError={(text) => onNotice({ tone: 'error', text })}
        />
        <MoveButton offer={offer} selection={selection} onDone={done} />
        <BulkActionButton
          label={m.remove}
          run={(options) => removeParticipants(offer, { selection: selection.request(), ...options })}
          onDone={done}
        />
      </BulkBar>
    </div>
  );
}

/** "Verschieben": the target picked among the coming offers of the kind, then the kit's dry run and confirmation. */
function MoveButton({
  offer,
  selection,
  onDone,
}: {
  offer: PanelOffer;
  selection: ParticipantSelection;
  onDone: (summary: string) => void;
}) {
  const [picking, setPicking] = useState(false);
  const [target, setTarget] = useState('');
  const [missing, setMissing] = useState(false);
  const [action, setAction] = useState<BulkRun | null>(null);
  const targets = useMoveTargets(offer, picking);
  const close = () => {
    setPicking(false);
    setMissing(false);
  };
  const preview = () => {
    if (!target) {
      setMissing(true);
      return;
    }
    const chosen = selection.request();
    close();
    setAction({
      title: m.moveTitle,
      run: (options) => moveParticipants(offer, { selection: chosen, targetOfferId: target, ...options }),
    });
  };
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setPicking(true)}>
        {m.move}
      </Button>
      <Dialog
        open={picking}
        onOpenChange={(open) => !open && close()}
        title={m.moveTitle}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              {adminBulkMessages.cancel}
            </Button>
            <Button onClick={preview} disabled={!targets.data?.length}>
              {adminBulkMessages.messagePreview}
            </Button>
          </>
        }
      >
        {targets.isPending && <PageSpinner />}
        {targets.data?.length === 0 && <AlertMessage tone="info">{m.noTargets}</AlertMessage>}
        {targets.data && targets.data.length > 0 && (
          <Select
            label={m.target}
            required
            value={target}
            error={missing ? m.chooseTarget : undefined}
            onChange={(event) => {
              setTarget(event.target.value);
              setMissing(false);
            }}
            options={targets.data.map((t) => ({
              value: t.id,
              label: m.targetOption(t.title, t.when, t.seatsLeft),
              disabled: t.seatsLeft === 0,
            }))}
          />
        )}
      </Dialog>
      <BulkConfirmDialog
        action={action}
        onClose={() => setAction(null)}
        onDone={(summary) => {
          setAction(null);
          onDone(summary);
        }}
      />
    </>
  );
}
