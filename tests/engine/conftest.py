"""Engine tests run with the rebuild's postcondition on: a world rebuilt from a view must show its seat that view."""

from __future__ import annotations

from cardavia.core import rebuild

rebuild.CHECK = True
