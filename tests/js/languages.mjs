// The page's languages as the build gives them (tools/bundle.mjs): imported before the page's modules.
import { languages } from "../../tools/linguas.mjs";

globalThis.CARDAVIA_LANGUAGES = languages();
