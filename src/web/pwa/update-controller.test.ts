import { describe, expect, it, vi } from 'vitest';
import { ReloadFailedError } from './update-controller';
import { FakeWorker, fakeUpdateController } from './update-controller.fake';

const setup = (served?: string | Error) => fakeUpdateController(served);

describe('update controller', () => {
  it('finds nothing while the server serves the running version', async () => {
    const { controller } = setup();
    await expect(controller.checkNow()).resolves.toBe('up-to-date');
    expect(controller.getSnapshot()).toMatchObject({ available: false, servedVersion: '1.0.0+old' });
  });

  it('"check now" fetches the worker, waits for it to install and reports the update', async () => {
    const { controller, registration, serve } = setup();
    serve('1.0.0+new');
    registration.next = new FakeWorker();
    await expect(controller.checkNow()).resolves.toBe('available');
    expect(registration.updates).toBe(1);
    expect(controller.getSnapshot()).toMatchObject({
      available: true,
      hasWaitingWorker: true,
      servedVersion: '1.0.0+new',
      checking: false,
    });
  });

  it('a new served version without a waiting worker is not an update yet', async () => {
    const { controller, serve } = setup();
    serve('1.0.0+new');
    await expect(controller.checkOnLoad()).resolves.toBe('up-to-date');
  });

  it('a worker that installs after load shows the update without another check', async () => {
    const { controller, registration, serve } = setup();
    await controller.checkOnLoad();
    serve('1.0.0+new');
    registration.newWorker(new FakeWorker());
    await vi.waitFor(() => expect(controller.getSnapshot().available).toBe(true));
  });

  it('a failed check rejects and leaves the state as it was', async () => {
    const { controller, serve } = setup();
    serve(new Error('offline'));
    await expect(controller.checkNow()).rejects.toThrow('offline');
    expect(controller.getSnapshot()).toMatchObject({ checking: false, available: false });
  });

  it('"Jetzt aktualisieren" tells the waiting worker to take over and reloads when it has', async () => {
    const { controller, registration, serve, reload, takeControl } = setup();
    serve('1.0.0+new');
    registration.next = new FakeWorker();
    await controller.checkNow();
    const applying = controller.apply();
    expect(registration.waiting!.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(reload).not.toHaveBeenCalled();
    takeControl();
    await applying;
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reports a reload failure when the new worker never takes over', async () => {
    const { controller, registration, serve, reload } = setup();
    serve('1.0.0+new');
    registration.next = new FakeWorker();
    await controller.checkNow();
    await expect(controller.apply()).rejects.toBeInstanceOf(ReloadFailedError);
    expect(reload).not.toHaveBeenCalled();
  });

  it('the first worker taking control of the page does not reload it', () => {
    const { reload, takeControl } = setup();
    takeControl();
    expect(reload).not.toHaveBeenCalled();
  });

  it('dismiss hides the banner for this version only', async () => {
    const { controller, registration, serve } = setup();
    serve('1.0.0+new');
    registration.next = new FakeWorker();
    await controller.checkNow();
    controller.dismiss();
    expect(controller.getSnapshot()).toMatchObject({ available: true, dismissed: true });
    serve('1.0.0+newer');
    await controller.checkNow();
    expect(controller.getSnapshot()).toMatchObject({ available: true, dismissed: false });
  });
});
