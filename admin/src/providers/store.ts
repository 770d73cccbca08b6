import { localStorageStore } from 'react-admin';

/** react-admin's <Admin> keeps its store (theme, list state) in localStorage; so do we. */
export const store = localStorageStore();
