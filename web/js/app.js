// Placeholder page script: starts the engine so the build can be tested end to end.
import { Engine } from "./engine.js";

const engine = new Engine();
engine.start();
