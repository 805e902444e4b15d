// Types of ensure-chromium.mjs for the tests that import it (the scripts are plain JavaScript run by node).
export declare const DEBIAN_CHROMIUM: string;
export declare const INSTALL_COMMAND: string;
export declare function chromiumPlan(machine: {
  present: boolean;
  custom: boolean;
  isRoot: boolean;
  hasAptGet: boolean;
  canSudo: boolean;
}): { action: 'ready' } | { action: 'stop' } | { action: 'install'; sudo: boolean };
