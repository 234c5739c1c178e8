/*
 * The hiring state machines (ARCHITECTURE "Domain decisions"): job applications, CV actions and employments.
 * The API enforces them with conditional updates (`where status in sourceStatuses(machine, event)`), so an
 * illegal or lost-race transition changes nothing and answers 409 with transitionErrorMessage(); the web reads
 * allowedEvents() to show only the buttons that can work.
 */

export const APPLICATION_STATUSES = ['submitted', 'accepted', 'rejected', 'cancelled'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const CV_ACTION_SUBJECTS = ['shortlist', 'interview', 'additional-documents'] as const;
export type CvActionSubject = (typeof CV_ACTION_SUBJECTS)[number];

export const CV_ACTION_STATUSES = ['pending', 'responded', 'cancelled', 'declined'] as const;
export type CvActionStatus = (typeof CV_ACTION_STATUSES)[number];

export const EMPLOYMENT_STATUSES = ['active', 'resignation_requested', 'resigned', 'terminated'] as const;
export type EmploymentStatus = (typeof EMPLOYMENT_STATUSES)[number];

/** Who may fire an event. */
export type HiringRole = 'seeker' | 'provider';

export interface Transition<S extends string> {
  from: readonly S[];
  to: S;
  by: HiringRole;
  /** Completes "… cannot be {verb}" in error messages. */
  verb: string;
}

export interface StateMachine<S extends string, E extends string> {
  /** What the machine's subject is called in messages: 'application'. */
  subject: string;
  states: readonly S[];
  transitions: Readonly<Record<E, Transition<S>>>;
}

export type ApplicationEvent = 'accept' | 'reject' | 'cancel' | 'resubmit';

/**
 * submitted → accepted | rejected (provider) | cancelled (seeker, only while submitted).
 * A cancelled application is submitted again on the same row (one application per seeker and job).
 */
export const APPLICATION_MACHINE: StateMachine<ApplicationStatus, ApplicationEvent> = {
  subject: 'application',
  states: APPLICATION_STATUSES,
  transitions: {
    accept: { from: ['submitted'], to: 'accepted', by: 'provider', verb: 'accepted' },
    reject: { from: ['submitted'], to: 'rejected', by: 'provider', verb: 'rejected' },
    cancel: { from: ['submitted'], to: 'cancelled', by: 'seeker', verb: 'cancelled' },
    resubmit: { from: ['cancelled'], to: 'submitted', by: 'seeker', verb: 'submitted again' },
  },
};

export type CvActionEvent = 'respond' | 'cancel' | 'decline';

/**
 * pending → responded (the seeker answers) | cancelled (the provider undoes it);
 * pending | responded → declined (the provider is not going ahead with the candidate).
 * Only the provider declines: a seeker who turns an invitation down says so in their response.
 */
export const CV_ACTION_MACHINE: StateMachine<CvActionStatus, CvActionEvent> = {
  subject: 'request',
  states: CV_ACTION_STATUSES,
  transitions: {
    respond: { from: ['pending'], to: 'responded', by: 'seeker', verb: 'answered' },
    cancel: { from: ['pending'], to: 'cancelled', by: 'provider', verb: 'cancelled' },
    decline: { from: ['pending', 'responded'], to: 'declined', by: 'provider', verb: 'declined' },
  },
};

/** A CV action can lead to an employment while it is still open (it keeps its status). */
export const EMPLOYABLE_CV_ACTION_STATUSES: readonly CvActionStatus[] = ['pending', 'responded'];

export type EmploymentEvent = 'request_resignation' | 'accept_resignation' | 'terminate';

/**
 * active → resignation_requested (seeker) → resigned (provider accepts);
 * active | resignation_requested → terminated (provider).
 */
export const EMPLOYMENT_MACHINE: StateMachine<EmploymentStatus, EmploymentEvent> = {
  subject: 'employment',
  states: EMPLOYMENT_STATUSES,
  transitions: {
    request_resignation: { from: ['active'], to: 'resignation_requested', by: 'seeker', verb: 'resigned from' },
    accept_resignation: {
      from: ['resignation_requested'],
      to: 'resigned',
      by: 'provider',
      verb: 'ended by accepting a resignation',
    },
    terminate: { from: ['active', 'resignation_requested'], to: 'terminated', by: 'provider', verb: 'terminated' },
  },
};

/** Still employed: at most one such employment per provider and seeker. */
export const CURRENT_EMPLOYMENT_STATUSES: readonly EmploymentStatus[] = ['active', 'resignation_requested'];

/** The state an event leads to from `from`, or null when the event is not allowed there. */
export function nextStatus<S extends string, E extends string>(
  machine: StateMachine<S, E>,
  from: S,
  event: E,
): S | null {
  const transition = machine.transitions[event];
  return transition.from.includes(from) ? transition.to : null;
}

export const canTransition = <S extends string, E extends string>(
  machine: StateMachine<S, E>,
  from: S,
  event: E,
): boolean => nextStatus(machine, from, event) !== null;

/** The states an event may start from: the `where status in (…)` of a conditional update. */
export const sourceStatuses = <S extends string, E extends string>(
  machine: StateMachine<S, E>,
  event: E,
): readonly S[] => machine.transitions[event].from;

/** The events allowed from a state (optionally only those of one role), in the machine's order. */
export function allowedEvents<S extends string, E extends string>(
  machine: StateMachine<S, E>,
  from: S,
  role?: HiringRole,
): E[] {
  return (Object.keys(machine.transitions) as E[]).filter((event) => {
    const transition = machine.transitions[event];
    return transition.from.includes(from) && (role === undefined || transition.by === role);
  });
}

/** A state with no way out. */
export const isTerminalStatus = <S extends string, E extends string>(machine: StateMachine<S, E>, status: S): boolean =>
  allowedEvents(machine, status).length === 0;

const label = (status: string): string => status.replaceAll('_', ' ');
const article = (word: string): string => (/^[aeiou]/i.test(word) ? 'an' : 'a');
const listOf = (words: readonly string[]): string =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1] ?? ''}`;

/**
 * The 409 message of an illegal transition, e.g. "This application is accepted, so it cannot be cancelled.
 * Only an application that is submitted can be cancelled."
 */
export function transitionErrorMessage<S extends string, E extends string>(
  machine: StateMachine<S, E>,
  from: S,
  event: E,
): string {
  const { subject } = machine;
  const transition = machine.transitions[event];
  return (
    `This ${subject} is ${label(from)}, so it cannot be ${transition.verb}. ` +
    `Only ${article(subject)} ${subject} that is ${listOf(transition.from.map(label))} can be ${transition.verb}.`
  );
}
