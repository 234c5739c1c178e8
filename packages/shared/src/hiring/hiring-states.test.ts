import { describe, expect, it } from 'vitest';

import {
  allowedEvents,
  APPLICATION_MACHINE,
  type ApplicationEvent,
  type ApplicationStatus,
  canTransition,
  CV_ACTION_MACHINE,
  type CvActionEvent,
  type CvActionStatus,
  EMPLOYMENT_MACHINE,
  type EmploymentEvent,
  type EmploymentStatus,
  isTerminalStatus,
  nextStatus,
  sourceStatuses,
  type StateMachine,
  transitionErrorMessage,
} from './hiring-states';

/** Every (state, event) pair of a machine with the state it must lead to, or null where it is illegal. */
type Table<S extends string, E extends string> = Record<S, Record<E, S | null>>;

const APPLICATION_TABLE: Table<ApplicationStatus, ApplicationEvent> = {
  submitted: { accept: 'accepted', reject: 'rejected', cancel: 'cancelled', resubmit: null },
  accepted: { accept: null, reject: null, cancel: null, resubmit: null },
  rejected: { accept: null, reject: null, cancel: null, resubmit: null },
  cancelled: { accept: null, reject: null, cancel: null, resubmit: 'submitted' },
};

const CV_ACTION_TABLE: Table<CvActionStatus, CvActionEvent> = {
  pending: { respond: 'responded', cancel: 'cancelled', decline: 'declined' },
  responded: { respond: null, cancel: null, decline: 'declined' },
  cancelled: { respond: null, cancel: null, decline: null },
  declined: { respond: null, cancel: null, decline: null },
};

const EMPLOYMENT_TABLE: Table<EmploymentStatus, EmploymentEvent> = {
  active: { request_resignation: 'resignation_requested', accept_resignation: null, terminate: 'terminated' },
  resignation_requested: { request_resignation: null, accept_resignation: 'resigned', terminate: 'terminated' },
  resigned: { request_resignation: null, accept_resignation: null, terminate: null },
  terminated: { request_resignation: null, accept_resignation: null, terminate: null },
};

function cases<S extends string, E extends string>(table: Table<S, E>): [S, E, S | null][] {
  return (Object.keys(table) as S[]).flatMap((from) =>
    (Object.keys(table[from]) as E[]).map((event): [S, E, S | null] => [from, event, table[from][event]]),
  );
}

function describeMachine<S extends string, E extends string>(
  name: string,
  machine: StateMachine<S, E>,
  table: Table<S, E>,
) {
  describe(name, () => {
    it('the table covers every state and every event', () => {
      expect(Object.keys(table).sort()).toEqual([...machine.states].sort());
      for (const from of machine.states) {
        expect(Object.keys(table[from]).sort()).toEqual(Object.keys(machine.transitions).sort());
      }
    });

    it.each(cases(table))('%s --%s--> %s', (from, event, expected) => {
      expect(nextStatus(machine, from, event)).toBe(expected);
      expect(canTransition(machine, from, event)).toBe(expected !== null);
      expect(sourceStatuses(machine, event).includes(from)).toBe(expected !== null);
      expect(allowedEvents(machine, from).includes(event)).toBe(expected !== null);
    });

    it('names the states a rejected event needs in its message', () => {
      for (const [from, event, expected] of cases(table)) {
        if (expected !== null) continue;
        const message = transitionErrorMessage(machine, from, event);
        expect(message).toContain(`This ${machine.subject} is ${from.replaceAll('_', ' ')}`);
        for (const source of sourceStatuses(machine, event)) expect(message).toContain(source.replaceAll('_', ' '));
      }
    });
  });
}

describeMachine('application state machine', APPLICATION_MACHINE, APPLICATION_TABLE);
describeMachine('CV action state machine', CV_ACTION_MACHINE, CV_ACTION_TABLE);
describeMachine('employment state machine', EMPLOYMENT_MACHINE, EMPLOYMENT_TABLE);

describe('roles and ends', () => {
  it.each([
    [APPLICATION_MACHINE, 'submitted', 'seeker', ['cancel']],
    [APPLICATION_MACHINE, 'submitted', 'provider', ['accept', 'reject']],
    [APPLICATION_MACHINE, 'cancelled', 'seeker', ['resubmit']],
    [CV_ACTION_MACHINE, 'pending', 'seeker', ['respond']],
    [CV_ACTION_MACHINE, 'pending', 'provider', ['cancel', 'decline']],
    [CV_ACTION_MACHINE, 'responded', 'seeker', []],
    [EMPLOYMENT_MACHINE, 'active', 'seeker', ['request_resignation']],
    [EMPLOYMENT_MACHINE, 'resignation_requested', 'provider', ['accept_resignation', 'terminate']],
  ] as const)('%#: from %s the %s may %j', (machine, from, role, events) => {
    const typed = machine as StateMachine<string, string>;
    expect(allowedEvents(typed, from, role)).toEqual(events);
  });

  it.each([
    [APPLICATION_MACHINE, 'accepted', true],
    [APPLICATION_MACHINE, 'rejected', true],
    [APPLICATION_MACHINE, 'cancelled', false],
    [CV_ACTION_MACHINE, 'responded', false],
    [CV_ACTION_MACHINE, 'declined', true],
    [EMPLOYMENT_MACHINE, 'resigned', true],
    [EMPLOYMENT_MACHINE, 'terminated', true],
    [EMPLOYMENT_MACHINE, 'active', false],
  ] as const)('%#: %s is terminal: %s', (machine, status, terminal) => {
    expect(isTerminalStatus(machine as StateMachine<string, string>, status)).toBe(terminal);
  });

  it('words a 409 the way a person reads it', () => {
    expect(transitionErrorMessage(APPLICATION_MACHINE, 'accepted', 'cancel')).toBe(
      'This application is accepted, so it cannot be cancelled. Only an application that is submitted can be cancelled.',
    );
    expect(transitionErrorMessage(EMPLOYMENT_MACHINE, 'resigned', 'terminate')).toBe(
      'This employment is resigned, so it cannot be terminated. ' +
        'Only an employment that is active or resignation requested can be terminated.',
    );
    expect(transitionErrorMessage(CV_ACTION_MACHINE, 'cancelled', 'decline')).toBe(
      'This request is cancelled, so it cannot be declined. Only a request that is pending or responded can be declined.',
    );
  });
});
