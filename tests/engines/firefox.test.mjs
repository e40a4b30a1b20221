// The built site in Firefox ESR (Debian's), driven by npm's puppeteer-core over WebDriver BiDi.
//
// The same smoke as test_webkit.py (README "Every browser engine"): a first visit starts from bytecode and
// stores the memory snapshot; every game's first decisions are made by clicks; a reload
// resumes the match and starts from the snapshot; with the server stopped, a reload still
// resumes it (the service worker's copy) and plays on. No console error, no uncaught error.
// Screenshots of each step go to test-artifacts/engines-firefox-*.png.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { accessSync, constants, cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { once } from "node:events";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import puppeteer from "puppeteer-core";
import { hand, nextClick, storedSnapshot } from "./page-checks.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const ARTIFACTS = join(ROOT, "test-artifacts");
const GAMES = ["french_tarot", "renaissance_tarot", "maw", "triumph", "indulgence"];
const FIRST_DECISIONS = 3;
const ENGINE_READY_MS = 180_000;
const MOVE_MS = 90_000;

function executable(variable, ...candidates) {
  for (const candidate of [process.env[variable], ...candidates]) {
    try {
      if (candidate) { accessSync(candidate, constants.X_OK); return candidate; }
    } catch { /* the next one */ }
  }
  throw new Error(`not installed: ${candidates[0]} (./build.sh setup installs it; or set ${variable})`);
}

// tools/serve.py on a copy of dist/ (a rebuild meanwhile changes nothing) at a free port, which the
// test stops to go offline: the process and its address.
async function ownServer() {
  const python = executable("PYTHON", join(ROOT, ".venv", "bin", "python"));
  const site = join(mkdtempSync(join(tmpdir(), "cardavia-engines-")), "dist");
  cpSync(join(ROOT, "dist"), site, { recursive: true });
  const server = spawn(python, [join(ROOT, "tools", "serve.py"), site, "--port", "0", "--quiet"],
                       { stdio: ["ignore", "pipe", "inherit"] });
  const [line] = await once(createInterface({ input: server.stdout }), "line");
  const port = /:(\d+)\//.exec(line)?.[1];
  if (!port) { server.kill(); throw new Error(`tools/serve.py did not start: ${line}`); }
  return { server, url: `http://127.0.0.1:${port}/` };
}

class FirefoxPage {
  constructor(page) {
    this.page = page;
    this.step = 0;
    this.errors = [];
    page.on("console", (message) => {
      if (message.type() === "error") this.errors.push(`console error: ${message.text()}`);
    });
    page.on("pageerror", (error) => this.errors.push(`uncaught: ${error.message ?? error}`));
  }

  async snap(label) {
    this.step += 1;
    await this.page.screenshot({ path: join(ARTIFACTS, `engines-firefox-${this.step}-${label}.png`) });
  }

  // Polls `condition` until it gives a true value, which it returns; else a screenshot and a clear failure.
  async wait(what, ms, condition) {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      const result = await condition().catch(() => null);
      if (result) return result;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await this.snap(`stuck-${what.replaceAll(/\W+/g, "-")}`).catch(() => {});
    throw new Error(`Firefox: ${what} did not happen within ${ms / 1000} s (${this.page.url()})`);
  }

  // Loads the page by `how` and waits for the engine, which must have started from `start`.
  async load(how, start) {
    await how();
    const html = await this.page.waitForSelector("html[data-engine=ready], html[data-engine=error]",
                                                 { timeout: ENGINE_READY_MS });
    assert.equal(await html.evaluate((element) => element.dataset.engine), "ready", "Firefox: the engine failed to start");
    assert.equal(await html.evaluate((element) => element.dataset.engineStart), start,
                 `Firefox: the engine did not start from ${start}`);
  }

  // A person's click on what `selector` finds, once it is shown, enabled and still (puppeteer's
  // locator retries while the page redraws it), scrolled to the middle of the window first:
  // without that scroll the locator timed out on the Start button of the game page's sticky
  // form, reached from a table, though the button was in view and on top when measured.
  async clickOn(selector) {
    const element = await this.page.waitForSelector(selector, { visible: true, timeout: 30_000 });
    await element.evaluate((node) => node.scrollIntoView({ block: "center" }));
    await element.dispose();
    await this.page.locator(selector).setTimeout(30_000).click();
  }

  async click(element) {
    const card = await element.evaluate((node) => node.dataset.testid === "hand-card");
    // A card where a person clicks it: its index corner, which the fan never covers.
    await element.click(card ? { offset: { x: 7, y: 12 } } : {});
  }

  // Clicks `count` decisions or cards as seat 0, then waits for seat 0's turn again.
  async makeDecisions(game, count) {
    for (let made = 0; made <= count; made += 1) {
      const control = await this.wait(`${game} turn ${made + 1}`, MOVE_MS, async () => {
        const handle = await this.page.evaluateHandle(nextClick);
        const element = handle.asElement();
        if (!element) await handle.dispose();
        return element;
      });
      if (made < count) {
        await this.click(control);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  }
}

test("Firefox ESR plays every game, resumes a match and works offline", { timeout: 600_000 }, async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  for (const name of readdirSync(ARTIFACTS)) {
    if (name.startsWith("engines-firefox-")) rmSync(join(ARTIFACTS, name));
  }
  const { server, url } = await ownServer();
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: executable("FIREFOX", "/usr/bin/firefox-esr", "/usr/bin/firefox"),
    headless: true,
    protocolTimeout: 120_000,
  });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 1366, height: 768 });
    const firefox = new FirefoxPage(page);
    await firefox.load(() => page.goto(`${url}?speed=off&pause=0&lang=en`), "bytecode");
    await firefox.wait("service worker control", 60_000,
                       () => page.evaluate(() => navigator.serviceWorker.controller !== null));
    await firefox.wait("snapshot stored", 60_000, async () => (await page.evaluate(storedSnapshot)) > 1_000_000);
    await firefox.snap("first-visit");

    for (const game of GAMES) {
      await firefox.clickOn("[data-testid=brand]");
      await firefox.clickOn(`[data-testid=game-link-${game}]`);
      await page.locator("[data-testid=level]").setTimeout(30_000).fill("easy");
      await firefox.clickOn("[data-testid=start]");
      await firefox.makeDecisions(game, FIRST_DECISIONS);
      await firefox.snap(game);
    }

    const cards = await page.evaluate(hand);
    assert.ok(cards.length, "Firefox: no hand on the last table");
    await firefox.load(() => page.reload(), "snapshot");
    await firefox.wait("the resumed table", 30_000, async () => (await page.evaluate(hand)).length);
    assert.deepEqual(await page.evaluate(hand), cards, "Firefox: the reload did not resume the match");
    await firefox.snap("reload-resumed");

    server.kill();
    await once(server, "exit");
    await firefox.load(() => page.reload(), "snapshot");
    await firefox.wait("the table offline", 30_000, async () => (await page.evaluate(hand)).length);
    assert.deepEqual(await page.evaluate(hand), cards, "Firefox: the offline reload did not resume the match");
    await firefox.makeDecisions("indulgence offline", 1);
    await firefox.snap("offline-played");
    assert.deepEqual(firefox.errors, [], `Firefox: the page logged errors:\n${firefox.errors.join("\n")}`);
  } finally {
    await browser.close();
    server.kill();
  }
});
