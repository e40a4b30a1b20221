// The first script of the page: starts the engine (the worker, the runtime's
// download, Python) before the rest of the page's modules have even loaded, so
// the longest wait of a page open runs alongside everything else.
import { sharedEngine } from "./engine.js";

sharedEngine().start().catch(() => {}); // a failure is drawn by the page (app.js) from engine.failure
