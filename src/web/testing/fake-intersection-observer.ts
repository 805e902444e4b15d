/**
 * Puts an IntersectionObserver on happy-dom's window, whose own never reports: an observed element is off the screen
 * until `bringNear()` (then, and from then on, every observed element is on it); with `near`, from the start.
 */
export function fakeIntersectionObserver({ near = false }: { near?: boolean } = {}): {
  bringNear: () => void;
} {
  let onScreen = near;
  const observers = new Set<FakeObserver>();

  class FakeObserver {
    readonly targets = new Set<Element>();
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      this.targets.add(target);
      observers.add(this);
      if (onScreen) setTimeout(() => this.report([target]), 0);
    }
    unobserve(target: Element) {
      this.targets.delete(target);
    }
    disconnect() {
      this.targets.clear();
      observers.delete(this);
    }
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
    report(targets: Element[]) {
      const entries = targets
        .filter((target) => this.targets.has(target))
        .map(
          (target) => ({ target, isIntersecting: true, intersectionRatio: 1 }) as IntersectionObserverEntry,
        );
      if (entries.length > 0) this.callback(entries, this as unknown as IntersectionObserver);
    }
  }

  for (const scope of new Set<object>([window, globalThis])) {
    Object.defineProperty(scope, 'IntersectionObserver', {
      configurable: true,
      writable: true,
      value: FakeObserver,
    });
  }
  return {
    bringNear() {
      onScreen = true;
      for (const observer of observers) observer.report([...observer.targets]);
    },
  };
}
