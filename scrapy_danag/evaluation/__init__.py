"""Corpus reading and the dev-corpus metrics, shared by ``evaluate`` and the tests."""

from .corpus import CorpusError, Page, iter_corpus, read_corpus
from .metrics import headline_exact, lcs_f1, shingle_score, snippet_counts
from .runner import PageResult, Report, evaluate_corpus, evaluate_side_by_side

__all__ = [
    "CorpusError",
    "Page",
    "PageResult",
    "Report",
    "evaluate_corpus",
    "evaluate_side_by_side",
    "headline_exact",
    "iter_corpus",
    "lcs_f1",
    "read_corpus",
    "shingle_score",
    "snippet_counts",
]
