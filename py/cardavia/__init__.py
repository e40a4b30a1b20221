"""Cardavia: historical trick-taking card games — rules, AI and a JSON boundary."""

from . import api
from .errors import IllegalAction, SaveError

__all__ = ["IllegalAction", "SaveError", "api"]
__version__ = "0.1.0"
