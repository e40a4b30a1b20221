"""The site's Python start-up: shipped in the stdlib zip by tools/build-python.mjs.

CPython imports this module while it initialises, before Pyodide's own modules and
the engine. Those imports make a few hundred thousand objects that live as long as
the page, and the cyclic garbage collector would scan them over and over while they
are being made. So it pauses here; web/start-python.mjs moves everything alive once
the engine is imported out of its reach (gc.freeze) and turns it back on.
"""

import gc

gc.disable()
