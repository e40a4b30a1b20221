"""The site's Python start-up: shipped in the stdlib zip by tools/build-python.mjs.

CPython imports this module while it initialises, before Pyodide's own modules and
the engine. Those imports make some 33,000 objects that live as long as the page,
and the cyclic garbage collector would scan them over and over while they are being
made. So it pauses here; once the engine is imported, web/start-python.mjs moves
what the start made out of its reach (gc.freeze) and turns it back on. (Only a start
from bytecode runs this: a restored memory snapshot has the collector on already.)
"""

import gc

gc.disable()
