"""Browser tests: the built site in Chromium through Playwright."""
