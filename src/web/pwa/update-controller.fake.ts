import { vi } from 'vitest';
import { createUpdateController, type RegistrationLike, type ServiceWorkerLike } from './update-controller';

// Stand-ins for a service worker registration, for the update flow's tests.

export class FakeWorker extends EventTarget implements ServiceWorkerLike {
  messages: unknown[] = [];
  constructor(public state = 'installing') {
    super();
  }
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  become(state: string) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget implements RegistrationLike {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  updates = 0;
  /** What the next update() finds on the server. */
  next: FakeWorker | null = null;
  async update() {
    this.updates++;
    if (this.next) this.newWorker(this.next);
    this.next = null;
  }
  newWorker(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    // Installing takes a moment, then the worker waits because the old one still controls the page.
    setTimeout(() => {
      this.installing = null;
      this.waiting = worker;
      worker.become('installed');
    }, 5);
  }
}

/** An update controller running '1.0.0+old', attached to a fake registration; `serve` sets meta.json's version. */
export function fakeUpdateController(served: string | Error = '1.0.0+old') {
  const controllerChange = new EventTarget();
  const reload = vi.fn();
  let version: string | Error = served;
  const controller = createUpdateController({
    runningVersion: '1.0.0+old',
    fetchServedVersion: async () => {
      if (version instanceof Error) throw version;
      return version;
    },
    onControllerChange: (listener) => controllerChange.addEventListener('change', listener),
    reload,
    timeoutMs: 200,
  });
  const registration = new FakeRegistration();
  controller.attach(registration);
  return {
    controller,
    registration,
    reload,
    serve: (v: string | Error) => {
      version = v;
    },
    takeControl: () => controllerChange.dispatchEvent(new Event('change')),
  };
}
