import { useSyncExternalStore } from 'react';
import type { FirebaseApp } from 'firebase/app';
import type { Database } from 'firebase/database';
import type { Auth } from 'firebase/auth';
import type { FirebaseSettings } from '../../shared/page-state.ts';

/**
 * The backend service handles requirements.md §1.5 makes available everywhere: the app, its realtime database, auth.
 */
export interface FirebaseHandles {
  app: FirebaseApp;
  database: Database;
  auth: Auth;
}

let handles: FirebaseHandles | null = null;
const listeners = new Set<() => void>();

/**
 * Initialises Firebase from the public runtime settings. With no settings nothing is loaded at all:
 * the SDK is imported only when there is something to initialise, so sites without it ship none of it.
 */
export async function initFirebase(settings: FirebaseSettings | null): Promise<FirebaseHandles | null> {
  if (!settings) return null;
  if (handles) return handles;
  const [{ initializeApp, getApps }, { getDatabase }, { getAuth }] = await Promise.all([
    import('firebase/app'),
    import('firebase/database'),
    import('firebase/auth'),
  ]);
  const app = getApps()[0] ?? initializeApp(settings);
  handles = { app, database: getDatabase(app), auth: getAuth(app) };
  for (const listener of listeners) listener();
  return handles;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The Firebase handles once initialised, else null (always null during server rendering). */
export function useFirebase(): FirebaseHandles | null {
  return useSyncExternalStore(
    subscribe,
    () => handles,
    () => null,
  );
}
