import { useSyncExternalStore } from 'react';
import { NOTIFICATION_TIMEOUT_MS } from '../../config/constants';

/** SPEC §3 Notification: id, message, type, timeout (default 4000 ms). */
export type NotificationType = 'success' | 'error' | 'warning';

export interface AppNotification {
  readonly id: number;
  readonly type: NotificationType;
  readonly message: string;
  /** Extra lines shown as a bullet list (validation errors 'field: message'). */
  readonly details: readonly string[];
  /** When it should go, in epoch ms; null stays until dismissed. */
  readonly expiresAt: number | null;
  /** Something to do about it: a link to a screen of the app. */
  readonly link?: NotificationLink;
}

export interface NotificationLink {
  readonly label: string;
  /** An app address (`routeTo`). */
  readonly to: string;
}

export interface NotifyInput {
  type: NotificationType;
  message: string;
  details?: readonly string[];
  /** Milliseconds on screen; 0 keeps it until dismissed. */
  timeout?: number;
  link?: NotificationLink;
}

let items: readonly AppNotification[] = [];
let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

function publish(next: readonly AppNotification[]): void {
  items = next;
  listeners.forEach((notify) => notify());
}

function sameContent(a: AppNotification, b: NotifyInput): boolean {
  return a.type === b.type && a.message === b.message && a.details.join('\n') === (b.details ?? []).join('\n');
}

export function dismissNotification(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  publish(items.filter((n) => n.id !== id));
}

/** Show a notification; an identical one already showing is replaced (SPEC §4 Notifications). */
export function notify(input: NotifyInput): number {
  items.filter((n) => sameContent(n, input)).forEach((n) => dismissNotification(n.id));
  const timeout = input.timeout ?? NOTIFICATION_TIMEOUT_MS;
  const id = nextId++;
  const created: AppNotification = {
    id,
    type: input.type,
    message: input.message,
    details: input.details ?? [],
    expiresAt: timeout > 0 ? Date.now() + timeout : null,
    ...(input.link ? { link: input.link } : {}),
  };
  if (timeout > 0)
    timers.set(
      id,
      setTimeout(() => dismissNotification(id), timeout),
    );
  publish([...items, created]);
  return id;
}

export function clearAllNotifications(): void {
  timers.forEach((timer) => clearTimeout(timer));
  timers.clear();
  publish([]);
}

/** Drop notifications whose time is up (run before each navigation, SPEC §2). */
export function removeExpiredNotifications(now = Date.now()): void {
  const expired = items.filter((n) => n.expiresAt !== null && n.expiresAt <= now);
  expired.forEach((n) => dismissNotification(n.id));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNotifications(): readonly AppNotification[] {
  return useSyncExternalStore(subscribe, () => items);
}
