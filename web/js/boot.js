// The page's first script, a classic one that runs while the page is still being
// parsed: it starts the engine's worker (its download of the runtime, then Python)
// before any module of the page has loaded, so the longest wait of a page open runs
// alongside everything else. engine.js adopts this worker, with every message it
// sent in the meantime (adoptEarlyWorker).
// It also starts the one fetch of catalog.json that the page reads (engine.js's
// fetchCatalog takes it): a <link rel=preload> of it is not used by every browser's
// fetch (WebKit downloaded it twice).
(() => {
  try {
    window.cardaviaEarlyCatalog = fetch(new URL("catalog.json", document.baseURI));
    window.cardaviaEarlyCatalog.catch(() => {}); // fetchCatalog reports a failure when it takes it
  } catch {
    // fetchCatalog fetches it itself
  }
})();
(() => {
  if (!("Worker" in window)) return;
  try {
    const worker = new Worker(new URL("worker.js", document.baseURI), { type: "module", name: "cardavia-engine" });
    const events = [];
    const keep = (event) => {
      if (event.type === "error") event.preventDefault(); // engine.js reports it when it adopts the worker
      events.push(event);
    };
    for (const type of ["message", "messageerror", "error"]) worker.addEventListener(type, keep);
    window.cardaviaEarlyWorker = {
      worker,
      /** Hands the worker over: no more buffering; returns the events it sent so far. */
      take() {
        for (const type of ["message", "messageerror", "error"]) worker.removeEventListener(type, keep);
        delete window.cardaviaEarlyWorker;
        return events;
      },
    };
  } catch {
    // No worker here: engine.js starts one itself (and reports why it cannot).
  }
})();
