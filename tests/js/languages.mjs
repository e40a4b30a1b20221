// The page's languages and words as the build gives them (tools/bundle.mjs): imported before the page's
// modules. The languages of LINGUAS; the default language's words in the page's script; every other
// language's file at its address, which this module's `fetch` answers from the catalogues (as the site
// does from dist/i18n/), noting each address asked for in `fetched`.
import { languages } from "../../tools/linguas.mjs";
import { DEFAULT_LANGUAGE, pageTables } from "../../tools/page-messages.mjs";

/** Each language's page messages, by language, as the page reads them (tools/page-messages.mjs). */
export const PAGE_TABLES = pageTables();
/** The address of every language's file (the build's have a revision too). */
export const FILES = Object.fromEntries(languages().map((language) => [language, `i18n/${language}.json`]));
/** Every address the page's fetch was asked for, in order. */
export const fetched = [];

globalThis.CARDAVIA_LANGUAGES = languages();
globalThis.CARDAVIA_PAGE_MESSAGES = PAGE_TABLES[DEFAULT_LANGUAGE];
globalThis.CARDAVIA_LANGUAGE_FILES = FILES;
globalThis.fetch = async (address) => {
  fetched.push(address);
  const language = Object.keys(FILES).find((code) => FILES[code] === address);
  return language ? new Response(JSON.stringify(PAGE_TABLES[language])) : new Response("", { status: 404 });
};
