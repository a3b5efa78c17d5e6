"""Languages that a text's script names by itself.

Some scripts are written for one language alone, or almost: Hangul for
Korean, Thai's for Thai, Greek's for Greek, and Han without kana for Chinese
(Japanese sentences always hold kana: its particles and endings). A text
mostly in such a script names its language without a model. The language
model confuses exactly these: fastText's compressed model named Chinese news
Japanese, unsure, on a tenth of ``daniel/``'s Chinese pages. Latin and
Cyrillic serve many languages and name none here.
"""

from __future__ import annotations

import re

#: (language, its script's letters). Kana is asked before Han: Japanese
#: writes both, Chinese Han alone.
SCRIPT_LANGUAGES: tuple[tuple[str, str], ...] = (
    ("ja", "\u3040-\u30ff\u31f0-\u31ff"),  # hiragana, katakana
    ("ko", "\u1100-\u11ff\u3130-\u318f\uac00-\ud7af"),  # Hangul
    ("zh", "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"),  # Han
    ("th", "\u0e00-\u0e7f"),
    ("lo", "\u0e80-\u0eff"),
    ("km", "\u1780-\u17ff"),
    ("my", "\u1000-\u109f"),
    ("el", "\u0370-\u03ff\u1f00-\u1fff"),
    ("ka", "\u10a0-\u10ff"),
    ("hy", "\u0530-\u058f"),
)
#: Declared languages written in a script as well as the one it names: a
#: page declaring Cantonese or Classical Chinese is not corrected to Chinese,
#: nor a Japanese page whose sample is all kanji.
ALSO_WRITTEN: dict[str, frozenset[str]] = {
    "zh": frozenset({"zh", "yue", "lzh", "wuu", "hak", "nan", "ja"}),
    "ja": frozenset({"ja"}),
    "ko": frozenset({"ko"}),
    "el": frozenset({"el", "grc"}),
}
#: Share of the sample's letters in the script for it to name the language:
#: most of them, so that a Chinese name in an English article names nothing.
MOSTLY = 0.5
#: Letters a sample needs before its script says anything.
MIN_LETTERS = 20
#: Japanese text: its kana are a good share of its letters (particles,
#: endings, loanwords): a Chinese text quoting one Japanese name is not one.
KANA_SHARE = 0.1

_PATTERNS = tuple((language, re.compile(f"[{letters}]")) for language, letters in SCRIPT_LANGUAGES)
#: A letter of any of these scripts: most samples hold none (Latin, Cyrillic,
#: Arabic), and then one search answers instead of one count a script.
_ANY_SCRIPT_RE = re.compile("[" + "".join(letters for _, letters in SCRIPT_LANGUAGES) + "]")


def script_language(sample: str) -> str | None:
    """The language ``sample``'s script names, or None when its letters are
    too few or mostly of a script many languages share (Latin, Cyrillic,
    Arabic...)."""
    if _ANY_SCRIPT_RE.search(sample) is None:
        return None  # every script's count nil: none is most of the letters
    letters = sum(1 for char in sample if char.isalpha())
    if letters < MIN_LETTERS:
        return None
    counts = {language: len(pattern.findall(sample)) for language, pattern in _PATTERNS}
    kana, han = counts.pop("ja"), counts["zh"]
    if kana >= KANA_SHARE * letters and kana + han >= MOSTLY * letters:
        return "ja"
    language, count = max(counts.items(), key=lambda pair: pair[1])
    return language if count >= MOSTLY * letters else None


def agrees(declared: str, language: str) -> bool:
    """Whether a page's ``declared`` language may be written in the script
    that names ``language``."""
    primary = declared.split("-")[0].lower()
    return primary in ALSO_WRITTEN.get(language, frozenset({language}))
