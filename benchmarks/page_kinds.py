"""Train and measure the page-kind model on the dev corpora.

The data recipe: every page of ``wcxb/`` (its ``page_type`` gold: seven kinds of
2025-26 pages) and every page of the corpora whose pages are all articles
(:data:`ARTICLE_CORPORA`: news of 2008 and of five languages, Readability's
test pages), each in the format of ``shared/corpora/README.md``. A page's
signals are those :func:`scrapy_danag.extract` read
(``Extraction.kind_signals``), so the model is fitted on exactly what it will
be given. Each article corpus weighs as :data:`ARTICLE_CORPUS_WEIGHT` of WCXB's
pages together, whatever its size, so that the seven kinds' balance stays
WCXB's. Each WCXB page is given twice: with its address, and once more
without any (``--without-address``), so that the page's own signals learn to
decide alone; what the address signals add to a score is then held within
``--address-bound`` (:mod:`scrapy_danag.engine.kinds.classifier`). Given no
address, :func:`scrapy_danag.extract` reads the words of the one the page
declares (:mod:`scrapy_danag.engine.kinds.address`), as the article corpora
(which give none) are read here; the figures "without URL" are measured so.

The model is a multinomial logistic regression on standardised signals, fitted
by gradient descent with an L2 penalty; its weights are written as JSON into
the package, which reads them with plain Python (no NumPy at run time).

The figures that count are measured on pages the model was not fitted on:
WCXB is cut into folds by the page's domain (no site on both sides), each
fold predicted, with and without its addresses, by a model fitted on the
others and the article corpora; and each article corpus is predicted by a
model fitted without it (its era, or its languages, never seen). Usage::

    python benchmarks/page_kinds.py ../shared/corpora            # measure
    python benchmarks/page_kinds.py ../shared/corpora --write    # and ship

Needs NumPy (installed with the ``test`` extra, through matplotlib).
"""

from __future__ import annotations

import argparse
import json
import zlib
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

import numpy as np

from scrapy_danag import extract
from scrapy_danag.engine.kinds.classifier import ADDRESS_PREFIX, MODEL_PATH, PAGE_TYPES
from scrapy_danag.evaluation.corpus import iter_corpus

FOLDS = 5
#: The corpus of every kind, with ``page_type`` gold.
KINDS_CORPUS = "wcxb"
#: Corpora whose every page is an article (``shared/corpora/README.md``).
ARTICLE_CORPORA = ("readability", "daniel", "l3s")
#: What each article corpus weighs, as a share of the kinds corpus's pages.
ARTICLE_CORPUS_WEIGHT = 0.1
ARTICLE = PAGE_TYPES.index("article")


@dataclass
class Data:
    """Every page's signals as a matrix, with its corpus, gold kind and fold."""

    names: list[str]
    x: np.ndarray
    #: the signals as read given no address (the words of the page's declared one)
    bare: np.ndarray
    y: np.ndarray
    corpus: np.ndarray
    fold: np.ndarray

    @property
    def address(self) -> np.ndarray:
        return np.array([name.startswith(ADDRESS_PREFIX) for name in self.names])


def read_rows(corpora: Path) -> list[dict[str, object]]:
    """(corpus, domain, gold kind, signals) of every page with a known kind."""
    rows: list[dict[str, object]] = []
    for name in (KINDS_CORPUS, *ARTICLE_CORPORA):
        for page in iter_corpus(corpora / name):
            gold = page.page_type if name == KINDS_CORPUS else "article"
            if gold is None:
                continue
            signals = extract(page.read_bytes(), page.url).kind_signals
            bare = signals
            if page.url:
                bare = extract(page.read_bytes()).kind_signals
            declared = {k: v for k, v in bare.items() if k.startswith(ADDRESS_PREFIX)}
            domain = urlsplit(page.url or "").netloc.removeprefix("www.")
            rows.append(
                {
                    "corpus": name,
                    "domain": domain,
                    "gold": gold,
                    "signals": signals,
                    "declared": declared,
                }
            )
    return rows


def as_data(rows: list[dict[str, object]]) -> Data:
    names = sorted({name for row in rows for name in row["signals"]})  # type: ignore[attr-defined]
    x = np.array([[row["signals"].get(n, np.nan) for n in names] for row in rows])  # type: ignore[attr-defined]
    bare = x.copy()
    address = np.array([name.startswith(ADDRESS_PREFIX) for name in names])
    bare[:, address] = [
        [row["declared"].get(n, np.nan) for n in names if n.startswith(ADDRESS_PREFIX)]  # type: ignore[attr-defined]
        for row in rows
    ]
    y = np.array([PAGE_TYPES.index(str(row["gold"])) for row in rows])
    corpus = np.array([str(row["corpus"]) for row in rows])
    fold = np.array([zlib.crc32(str(row["domain"]).encode()) % FOLDS for row in rows])
    return Data(names, x, bare, y, corpus, fold)


def fit(
    x: np.ndarray,
    y: np.ndarray,
    weight: np.ndarray,
    penalty: float,
    address: np.ndarray,
    bound: float,
) -> np.ndarray:
    """Weights (features + 1) x classes of a weighted softmax regression whose
    address signals' share of each score is held within ``bound``, as the
    model is scored: fitted so, the other signals learn to carry what the
    bound takes from the address."""
    xb = np.hstack([x, np.ones((len(x), 1))])
    w = np.zeros((xb.shape[1], len(PAGE_TYPES)))
    onehot = np.eye(len(PAGE_TYPES))[y]
    weight = weight / weight.sum()
    rows = np.append(address, False)  # the bias is no address signal
    for _ in range(1500):
        tip = xb[:, rows] @ w[rows]
        z = xb[:, ~rows] @ w[~rows] + np.clip(tip, -bound, bound)
        z -= z.max(axis=1, keepdims=True)
        p = np.exp(z)
        p /= p.sum(axis=1, keepdims=True)
        error = (p - onehot) * weight[:, None]
        grad = np.empty_like(w)
        grad[~rows] = xb[:, ~rows].T @ error
        grad[rows] = xb[:, rows].T @ (error * (np.abs(tip) < bound))  # flat where clipped
        grad[:-1] += penalty * w[:-1]
        w -= 0.5 * grad
    return w


@dataclass
class Model:
    mean: np.ndarray
    scale: np.ndarray
    w: np.ndarray

    def scores(self, x: np.ndarray, address: np.ndarray, bound: float) -> np.ndarray:
        """Each kind's score, as :mod:`scrapy_danag.engine.kinds.classifier` gives it."""
        z = (np.where(np.isnan(x), self.mean, x) - self.mean) / self.scale
        page = z[:, ~address] @ self.w[:-1][~address] + self.w[-1]
        return page + np.clip(z[:, address] @ self.w[:-1][address], -bound, bound)


def train(data: Data, chosen: np.ndarray, args: argparse.Namespace) -> Model:
    """The model fitted on the pages ``chosen``, weighted by the recipe."""
    x, y, corpus = data.x[chosen], data.y[chosen], data.corpus[chosen]
    mean = np.nanmean(x, axis=0)  # a missing signal (no address) is read as typical
    x = np.where(np.isnan(x), mean, x)
    scale = x.std(axis=0)
    scale[scale == 0] = 1.0
    z = (x - mean) / scale
    weight = np.ones(len(z))
    kinds_pages = int((corpus == KINDS_CORPUS).sum()) or len(z)
    for name in ARTICLE_CORPORA:
        if (here := corpus == name).any():
            weight[here] = args.article_corpus_weight * kinds_pages / here.sum()
    bare = z.copy()
    bare[:, data.address] = 0.0  # the same pages without any address
    again = corpus == KINDS_CORPUS
    z = np.vstack([z, bare[again]])
    y = np.concatenate([y, y[again]])
    weight = np.concatenate([weight, args.without_address * weight[again]])
    w = fit(z, y, weight, args.penalty, data.address, args.address_bound)
    w[-1, ARTICLE] += args.article_bias
    return Model(mean, scale, w)


def held_out(data: Data, args: argparse.Namespace) -> dict[str, object]:
    """Kinds predicted for every page by models fitted without it."""
    address = data.address
    kinds_pages = data.corpus == KINDS_CORPUS
    with_url = np.zeros(len(data.y), dtype=int)
    without_url = np.zeros(len(data.y), dtype=int)
    for fold in range(FOLDS):
        test = kinds_pages & (data.fold == fold)
        model = train(data, ~test, args)
        with_url[test] = model.scores(data.x[test], address, args.address_bound).argmax(1)
        without_url[test] = model.scores(data.bare[test], address, args.address_bound).argmax(1)
    figures: dict[str, object] = {}
    gold = data.y[kinds_pages]
    for label, predicted in (("with URL", with_url), ("without URL", without_url)):
        right = predicted[kinds_pages] == gold
        recall = (predicted[kinds_pages][gold == ARTICLE] == ARTICLE).mean()
        figures[f"{KINDS_CORPUS} {label}"] = (
            f"accuracy {right.mean():.3f}, article recall {recall:.3f}"
        )
    for name in ARTICLE_CORPORA:
        test = data.corpus == name
        model = train(data, ~test, args)
        predicted = model.scores(data.x[test], address, args.address_bound).argmax(1)
        figures[f"{name} (not fitted on it)"] = (
            f"article recall {(predicted == ARTICLE).mean():.3f}"
        )
    figures["confusion"] = Counter(
        (PAGE_TYPES[g], PAGE_TYPES[p])
        for g, p in zip(gold, with_url[kinds_pages], strict=True)
        if g != p
    ).most_common(8)
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpora", type=Path, help="the folder holding the dev corpora")
    parser.add_argument("--cache", type=Path, help="signals read once and kept here")
    parser.add_argument("--penalty", type=float, default=0.01)
    parser.add_argument("--article-bias", type=float, default=0.5)
    parser.add_argument("--address-bound", type=float, default=1.0)
    parser.add_argument("--without-address", type=float, default=1.0)
    parser.add_argument("--article-corpus-weight", type=float, default=ARTICLE_CORPUS_WEIGHT)
    parser.add_argument("--write", action="store_true", help=f"write {MODEL_PATH.name}")
    args = parser.parse_args()
    if args.cache and args.cache.exists():
        rows = json.loads(args.cache.read_text())
    else:
        rows = read_rows(args.corpora)
        if args.cache:
            args.cache.write_text(json.dumps(rows))
    data = as_data(rows)
    print(f"{len(rows)} pages, {len(data.names)} signals, kinds {dict(Counter(data.y.tolist()))}")
    settings = {k: v for k, v in vars(args).items() if k not in ("corpora", "cache", "write")}
    print(f"settings: {settings}")
    for label, figure in held_out(data, args).items():
        print(f"  {label}: {figure}")
    if args.write:
        model = train(data, np.ones(len(data.y), dtype=bool), args)
        shipped = {
            "kinds": list(PAGE_TYPES),
            "signals": data.names,
            "mean": model.mean.round(6).tolist(),
            "scale": model.scale.round(6).tolist(),
            "weights": model.w[:-1].round(6).tolist(),
            "bias": model.w[-1].round(6).tolist(),
            "address bound": args.address_bound,
            "trained on": f"{KINDS_CORPUS} and {', '.join(ARTICLE_CORPORA)}: {len(rows)} "
            f"pages; {settings}",
        }
        MODEL_PATH.write_text(json.dumps(shipped, indent=1) + "\n")
        print(f"wrote {MODEL_PATH}")


if __name__ == "__main__":
    main()
