"""Run the engine over a corpus and score it: the core of ``scrapy-danag evaluate``.

Timing covers only :func:`scrapy_danag.extract` on the raw bytes (decoding
included, reading and decompressing excluded), as the corpus README defines speed.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine import Extraction, ExtractionOptions, NotTextError, extract
from .bylines import author_token_f1, authors_exact, date_exact
from .corpus import Page, iter_corpus
from .formats import output_text
from .metrics import (
    PRF,
    ShingleScore,
    SnippetCounts,
    aggregate_shingles,
    headline_exact,
    lcs_f1,
    shingle_score,
    snippet_counts,
    word_f1,
)
from .page_types import Confusion
from .structure import StructureCounts, structure_counts

Extractor = Callable[[bytes, Page], Extraction]


@dataclass(slots=True)
class PageResult:
    """One page's scores; metrics the page has no gold for are None."""

    id: str
    size: int
    seconds: float
    has_main_content: bool
    output_chars: int
    shingle: ShingleScore | None = None
    lcs: PRF | None = None
    snippets: SnippetCounts | None = None
    headline_ok: bool | None = None
    headline: str | None = None
    error: str | None = None
    word: PRF | None = None
    page_type: str | None = None  # the gold's, where the corpus has one
    predicted_type: str | None = None  # the engine's
    #: The engine's kind for the page given without its address (pages with an
    #: address and a gold kind only): the kind must not lean on the address.
    predicted_type_without_url: str | None = None
    language: str | None = None  # the engine's
    language_gold: str | None = None
    structure: StructureCounts | None = None  # Markdown output against structure gold
    published: str | None = None  # the engine's publication date
    authors: tuple[str, ...] = ()  # the engine's authors
    date_ok: bool | None = None  # None where the gold has no date
    author_ok: bool | None = None  # None where the gold has no author
    author_f1: float | None = None

    @property
    def score(self) -> float:
        """The page's main-content score used to rank the worst pages: word F1 on a
        corpus of page types (WCXB's measure), else shingle F1, else snippets."""
        if self.word is not None and self.page_type is not None:
            return self.word.f1
        if self.shingle is not None:
            return self.shingle.f1
        if self.snippets is not None:
            return self.snippets.accuracy
        return 1.0


@dataclass(slots=True)
class Report:
    corpus: str
    options: dict[str, Any]
    pages: list[PageResult] = field(default_factory=list)

    @property
    def total_bytes(self) -> int:
        return sum(p.size for p in self.pages)

    @property
    def total_seconds(self) -> float:
        return sum(p.seconds for p in self.pages)

    @property
    def mb_per_second(self) -> float:
        seconds = self.total_seconds
        return self.total_bytes / 1e6 / seconds if seconds > 0 else 0.0

    def shingle(self) -> PRF | None:
        scores = [p.shingle for p in self.pages if p.shingle is not None]
        return aggregate_shingles(scores) if scores else None

    def lcs(self) -> PRF | None:
        scores = [p.lcs for p in self.pages if p.lcs is not None]
        if not scores:
            return None
        n = len(scores)
        return PRF(
            sum(s.precision for s in scores) / n,
            sum(s.recall for s in scores) / n,
            sum(s.f1 for s in scores) / n,
        )

    def word(self) -> dict[str, float] | None:
        """Mean word F1 over the pages with a gold body, overall and per page type."""
        scored = [p for p in self.pages if p.word is not None]
        if not scored:
            return None
        means = {"all": _mean(p.word.f1 for p in scored if p.word is not None)}
        for kind in sorted({p.page_type for p in scored if p.page_type}):
            chosen = [p.word.f1 for p in scored if p.page_type == kind and p.word is not None]
            means[kind] = _mean(chosen)
        return means

    def worst_by_type(self, count: int = 10) -> dict[str, list[PageResult]]:
        """The ``count`` lowest-scoring pages of each page type."""
        kinds = sorted({p.page_type for p in self.pages if p.page_type})
        return {
            kind: sorted((p for p in self.pages if p.page_type == kind), key=_rank)[:count]
            for kind in kinds
        }

    def page_types(self) -> Confusion | None:
        """Gold against predicted kinds, over the pages with a gold kind."""
        judged = [(p.page_type, p.predicted_type) for p in self.pages if p.page_type]
        return Confusion.of(judged) if judged else None  # type: ignore[arg-type]

    def page_types_without_url(self) -> Confusion | None:
        """Gold against the kinds predicted with the pages' addresses withheld."""
        judged = [
            (p.page_type, p.predicted_type_without_url)
            for p in self.pages
            if p.page_type and p.predicted_type_without_url
        ]
        return Confusion.of(judged) if judged else None  # type: ignore[arg-type]

    def kind_shares(self) -> dict[str, float]:
        """The share of pages judged each kind, most common first. On a corpus
        whose every page is an article, the article share is the article recall."""
        kinds = Counter(p.predicted_type or "none" for p in self.pages)
        total = sum(kinds.values())
        return {kind: count / total for kind, count in kinds.most_common()}

    def languages(self) -> dict[str, float] | None:
        """Language accuracy over the pages with a gold language, overall
        ("all") and per gold language: the primary subtag must match."""
        judged = [p for p in self.pages if p.language_gold]
        if not judged:
            return None

        def right(page: PageResult) -> bool:
            named = (page.language or "").split("-")[0].lower()
            return named == (page.language_gold or "").lower()

        out = {"all": _mean(float(right(p)) for p in judged)}
        for language in sorted({p.language_gold for p in judged if p.language_gold}):
            out[language] = _mean(float(right(p)) for p in judged if p.language_gold == language)
        return out

    def structure(self) -> StructureCounts | None:
        """The structure metric over the pages scored by it (Markdown output)."""
        counts = [p.structure for p in self.pages if p.structure is not None]
        return sum(counts, StructureCounts()) if counts else None

    def snippets(self) -> SnippetCounts | None:
        counts = [p.snippets for p in self.pages if p.snippets is not None]
        return sum(counts, SnippetCounts()) if counts else None

    def headline_exact(self) -> tuple[int, int]:
        judged = [p.headline_ok for p in self.pages if p.headline_ok is not None]
        return sum(judged), len(judged)

    def dates(self) -> tuple[int, int]:
        """Pages whose date is exact, of the pages with a gold date."""
        judged = [p.date_ok for p in self.pages if p.date_ok is not None]
        return sum(judged), len(judged)

    def authors(self) -> tuple[int, int, float]:
        """Pages whose authors are exact, of the pages with a gold author, and the
        mean token F1 of their names."""
        judged = [p for p in self.pages if p.author_ok is not None]
        f1 = _mean(p.author_f1 or 0.0 for p in judged)
        return sum(bool(p.author_ok) for p in judged), len(judged), f1

    def empty_outputs(self) -> int:
        return sum(1 for p in self.pages if not p.has_main_content)

    def errors(self) -> list[PageResult]:
        return [p for p in self.pages if p.error]

    def worst(self, count: int = 10) -> list[PageResult]:
        return sorted(self.pages, key=_rank)[:count]

    def summary(self) -> dict[str, Any]:
        """The corpus-level figures as plain data (for ``--json`` and the tests)."""
        out: dict[str, Any] = {
            "corpus": self.corpus,
            "options": self.options,
            "pages": len(self.pages),
            "megabytes": round(self.total_bytes / 1e6, 3),
            "seconds": round(self.total_seconds, 3),
            "mb_per_second": round(self.mb_per_second, 2),
            "empty_outputs": self.empty_outputs(),
            "errors": len(self.errors()),
        }
        if (s := self.shingle()) is not None:
            out["shingle"] = {"precision": s.precision, "recall": s.recall, "f1": s.f1}
        if (lc := self.lcs()) is not None:
            out["lcs"] = {"precision": lc.precision, "recall": lc.recall, "f1": lc.f1}
        if (sn := self.snippets()) is not None:
            prf = sn.prf()
            out["snippet"] = {
                "precision": prf.precision,
                "recall": prf.recall,
                "f1": prf.f1,
                "accuracy": sn.accuracy,
            }
        if (words := self.word()) is not None:
            out["word_f1"] = words
        if (types := self.page_types()) is not None:
            out["page_type"] = {
                "accuracy": types.accuracy(),
                "article_recall": types.recall("article"),
                "confusion": {"|".join(pair): n for pair, n in sorted(types.pairs.items())},
            }
        if (without := self.page_types_without_url()) is not None:
            out["page_type_without_url"] = {
                "accuracy": without.accuracy(),
                "article_recall": without.recall("article"),
            }
        if self.pages:
            out["kind_shares"] = self.kind_shares()
        if (languages := self.languages()) is not None:
            out["language"] = languages
        if (structure := self.structure()) is not None:
            out["structure"] = structure.to_dict()
        hits, judged = self.headline_exact()
        if judged:
            out["headline_exact"] = {"hits": hits, "pages": judged, "rate": hits / judged}
        hits, judged = self.dates()
        if judged:
            out["date_exact"] = {"hits": hits, "pages": judged, "rate": hits / judged}
        hits, judged, f1 = self.authors()
        if judged:
            out["author_exact"] = {
                "hits": hits,
                "pages": judged,
                "rate": hits / judged,
                "token_f1": f1,
            }
        return out


def _mean(values: Iterable[float]) -> float:
    chosen = list(values)
    return sum(chosen) / len(chosen) if chosen else 0.0


def _rank(page: PageResult) -> tuple[float, str]:
    return page.score, page.id


def engine_extractor(options: ExtractionOptions) -> Extractor:
    def run(data: bytes, page: Page) -> Extraction:
        return extract(data, page.url, options=options)

    return run


def kind_without_url(data: bytes, page: Page, options: ExtractionOptions) -> str | None:
    """The engine's kind for ``page`` extracted without its address (untimed):
    what a caller who passes none, or a site whose addresses say nothing, gets."""
    try:
        return extract(data, None, options=options).page_type
    except NotTextError:
        return None


def score_page(page: Page, data: bytes, extractor: Extractor) -> PageResult:
    """Extract one page, timing only the extraction, and score it against its gold."""
    error: str | None = None
    started = time.perf_counter()
    try:
        result = extractor(data, page)
    except NotTextError as exc:
        result, error = None, f"NotTextError: {exc}"
    seconds = time.perf_counter() - started
    rendered = result.main_content if result is not None else ""
    output_format = result.options.output_format if result is not None else "text"
    output = output_text(rendered, output_format)  # every format is scored on its words
    headline = result.headline if result is not None else None
    scored = PageResult(
        id=page.id,
        size=len(data),
        seconds=seconds,
        has_main_content=bool(output),
        output_chars=len(output),
        headline=headline,
        error=error,
        page_type=page.page_type,
        predicted_type=result.page_type if result is not None else None,
    )
    if page.body is not None:
        scored.shingle = shingle_score(output, page.body)
        scored.lcs = lcs_f1(output, page.body)
        scored.word = word_f1(output, page.body)
    if page.with_snippets is not None or page.without_snippets is not None:
        scored.snippets = snippet_counts(
            output, page.with_snippets or (), page.without_snippets or ()
        )
    if page.headline:
        scored.headline_ok = headline_exact(headline, page.headline)
    if page.structure is not None and output_format == "markdown":
        scored.structure = structure_counts(rendered, page.structure)
    if result is not None:
        scored.published = result.metadata.published
        scored.authors = result.metadata.authors
        scored.language = result.metadata.language
    scored.language_gold = page.language
    if page.published:
        scored.date_ok = date_exact(scored.published, page.published)
    if page.author:
        scored.author_ok = authors_exact(scored.authors, page.author)
        scored.author_f1 = author_token_f1(scored.authors, page.author)
    return scored


def evaluate_corpus(
    folder: str | Path,
    options: ExtractionOptions,
    *,
    limit: int | None = None,
    extractor: Extractor | None = None,
    transform: Callable[[bytes], bytes] | None = None,
) -> Report:
    """Score ``options`` (or a custom ``extractor``) on every page of a corpus.

    ``transform`` rewrites each page's bytes before extraction, untimed (used to
    strip publisher metadata for headline measurements).
    """
    run = extractor or engine_extractor(options)
    report = Report(corpus=str(folder), options=options.to_dict())
    for page, data in _pages(folder, limit, transform):
        scored = score_page(page, data, run)
        if extractor is None and page.url and page.page_type:
            scored.predicted_type_without_url = kind_without_url(data, page, options)
        report.pages.append(scored)
    return report


def _pages(
    folder: str | Path, limit: int | None, transform: Callable[[bytes], bytes] | None
) -> Iterator[tuple[Page, bytes]]:
    """The corpus's pages with their bytes, at most ``limit``, after ``transform``."""
    for number, page in enumerate(iter_corpus(folder)):
        if limit is not None and number >= limit:
            break
        data = page.read_bytes()
        yield page, data if transform is None else transform(data)


def evaluate_side_by_side(
    folder: str | Path,
    contenders: Mapping[str, tuple[ExtractionOptions, Extractor]],
    *,
    limit: int | None = None,
    transform: Callable[[bytes], bytes] | None = None,
) -> dict[str, Report]:
    """Score several extractors on one corpus, page by page in turn.

    Each page is read once and given to every contender before the next page, so
    a slow spell of a shared machine falls on all of them alike and their speed
    ratio holds, where corpus after corpus it moved by a fifth between runs. No
    page is extracted twice by one contender, so no cache warms up.
    """
    reports = {
        label: Report(corpus=str(folder), options=options.to_dict())
        for label, (options, _) in contenders.items()
    }
    for page, data in _pages(folder, limit, transform):
        for label, (_, extractor) in contenders.items():
            reports[label].pages.append(score_page(page, data, extractor))
    return reports
