import {MEMORY_KEY} from '../src/internal/viewer-memory-storage.js';

// Players remember the viewer's place and choices in localStorage: each browser test starts as
// a first visit, whatever a test before it in its file played or chose. A root hook, registered
// by every test that reaches the stand-in (test/stand-in.ts imports this module).
beforeEach(() => localStorage.removeItem(MEMORY_KEY));
