"""How many words a text holds, in scripts written with spaces and without.

Chinese and Japanese (Han and kana) and the scripts of South-East Asia (Thai,
Lao, Khmer, Myanmar) write no space between words. Split at spaces, a Chinese
paragraph is one "word", and every rule that asks "are there enough words?"
-- the language model's sample, the page kind's headline and line lengths --
answered no on every such page (the page's language was named on 0.24 of
``daniel/``'s Chinese pages). Here a run of such a script counts a word per
few characters instead, beside the spaced words around it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

#: Han ideographs and kana: a Chinese or Japanese word is one to three
#: characters, most often two...
HAN_KANA = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
CHARS_PER_HAN_WORD = 2
#: ...and a word of Thai, Lao, Myanmar or Khmer is a few syllables of a few
#: letters each (combining vowels and tones included): about four characters.
SOUTH_EAST_ASIAN = "\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff"
CHARS_PER_SOUTH_EAST_ASIAN_WORD = 4
#: A word of a spaced script takes about six characters (English's five
#: letters and a space): the same text is about three times shorter in Han.
SPACED_CHARS_PER_WORD = 6

_HAN_RUN_RE = re.compile(f"[{HAN_KANA}]+")
_SOUTH_EAST_ASIAN_RUN_RE = re.compile(f"[{SOUTH_EAST_ASIAN}]+")
_UNSPACED_RE = re.compile(f"[{HAN_KANA}{SOUTH_EAST_ASIAN}]")
_UNSPACED_RUN_RE = re.compile(f"[{HAN_KANA}{SOUTH_EAST_ASIAN}]+")


def _unspaced_words(text: str) -> int:
    """Words of the unspaced runs of ``text``, each run rounded up."""
    han = sum(-(-len(run) // CHARS_PER_HAN_WORD) for run in _HAN_RUN_RE.findall(text))
    south_east = sum(
        -(-len(run) // CHARS_PER_SOUTH_EAST_ASIAN_WORD)
        for run in _SOUTH_EAST_ASIAN_RUN_RE.findall(text)
    )
    return han + south_east


def word_count(text: str) -> int:
    """How many words ``text`` holds: the words between spaces that hold a
    letter or digit, and a word per few characters of each run of an unspaced
    script (:data:`CHARS_PER_HAN_WORD`, :data:`CHARS_PER_SOUTH_EAST_ASIAN_WORD`).
    A text in a spaced script alone is split at spaces, as it stands (its
    punctuation too: a quote mark alone is a word)."""
    if _UNSPACED_RE.search(text) is None:  # one scan in C for most texts
        return len(text.split())
    spaced = _UNSPACED_RUN_RE.sub(" ", text).split()
    lettered = sum(1 for word in spaced if any(char.isalnum() for char in word))
    return lettered + _unspaced_words(text)


def spaced_lengths(lines: Sequence[str]) -> list[float]:
    """Each line's length in characters of a spaced script: a character of an
    unspaced script counts as :data:`SPACED_CHARS_PER_WORD` divided by its
    script's characters per word. Lengths learned on pages written with
    spaces then read a paragraph of 100 Chinese characters as the 300 it
    would be in English."""
    lengths: list[float] = list(map(len, lines))
    if _UNSPACED_RE.search("\n".join(lines)) is None:  # one scan in C for most pages
        return lengths
    han_extra = SPACED_CHARS_PER_WORD / CHARS_PER_HAN_WORD - 1
    south_east_extra = SPACED_CHARS_PER_WORD / CHARS_PER_SOUTH_EAST_ASIAN_WORD - 1
    return [
        length
        + han_extra * sum(map(len, _HAN_RUN_RE.findall(line)))
        + south_east_extra * sum(map(len, _SOUTH_EAST_ASIAN_RUN_RE.findall(line)))
        for length, line in zip(lengths, lines, strict=True)
    ]
