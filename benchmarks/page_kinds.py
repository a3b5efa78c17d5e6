"""Train and measure the page-kind model on a corpus with ``page_type`` gold.

The data recipe: every page of a corpus in the format of
``shared/corpora/README.md`` whose record has a ``page_type`` (the development
split of WCXB, ``../shared/corpora/wcxb``); its signals are those
:func:`scrapy_danag.extract` read (``Extraction.kind_signals``), so the model is
fitted on exactly what it will be given.
The model is a multinomial logistic regression on standardised signals, fitted by
gradient descent with an L2 penalty; its weights are written as JSON into the
package, which reads them with plain Python (no NumPy at run time).

The figure that counts is measured on pages the model was not fitted on: the
corpus is cut into folds by the page's domain (no site is on both sides), each
fold predicted by a model fitted on the others. Usage::

    python benchmarks/page_kinds.py ../shared/corpora/wcxb            # measure
    python benchmarks/page_kinds.py ../shared/corpora/wcxb --write    # and ship

Needs NumPy (installed with the ``test`` extra, through matplotlib).
"""

from __future__ import annotations

import argparse
import json
import zlib
from collections import Counter
from pathlib import Path
from urllib.parse import urlsplit

import numpy as np

from scrapy_danag import extract
from scrapy_danag.engine.kinds.classifier import MODEL_PATH, PAGE_TYPES
from scrapy_danag.evaluation.corpus import iter_corpus

FOLDS = 5


def read_signals(corpus: Path) -> list[tuple[str, str, dict[str, float]]]:
    """(domain, gold kind, signals) of every page with a ``page_type``."""
    rows = []
    for page in iter_corpus(corpus):
        if page.page_type is None:
            continue
        signals = extract(page.read_bytes(), page.url).kind_signals
        domain = urlsplit(page.url or "").netloc.removeprefix("www.")
        rows.append((domain, page.page_type, signals))
    return rows


def fit(x: np.ndarray, y: np.ndarray, penalty: float, steps: int = 1500) -> np.ndarray:
    """Weights (features + 1) x classes of a softmax regression, by gradient descent."""
    xb = np.hstack([x, np.ones((len(x), 1))])
    w = np.zeros((xb.shape[1], len(PAGE_TYPES)))
    onehot = np.eye(len(PAGE_TYPES))[y]
    rate = 0.5
    for _ in range(steps):
        z = xb @ w
        z -= z.max(axis=1, keepdims=True)
        p = np.exp(z)
        p /= p.sum(axis=1, keepdims=True)
        grad = xb.T @ (p - onehot) / len(xb)
        grad[:-1] += penalty * w[:-1]
        w -= rate * grad
    return w


def standardise(x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    mean = x.mean(axis=0)
    scale = x.std(axis=0)
    scale[scale == 0] = 1.0
    return mean, scale


def predict(w: np.ndarray, x: np.ndarray, article_bias: float) -> np.ndarray:
    z = np.hstack([x, np.ones((len(x), 1))]) @ w
    z[:, PAGE_TYPES.index("article")] += article_bias
    return z.argmax(axis=1)


def cross_validate(x: np.ndarray, y: np.ndarray, folds: np.ndarray, penalty: float) -> np.ndarray:
    """Scores of every page from the model fitted without its fold (bias not applied)."""
    scores = np.zeros((len(x), len(PAGE_TYPES)))
    for fold in range(FOLDS):
        train, test = folds != fold, folds == fold
        mean, scale = standardise(x[train])
        w = fit((x[train] - mean) / scale, y[train], penalty)
        xt = (x[test] - mean) / scale
        scores[test] = np.hstack([xt, np.ones((len(xt), 1))]) @ w
    return scores


def report(y: np.ndarray, predicted: np.ndarray) -> str:
    article = PAGE_TYPES.index("article")
    accuracy = float((y == predicted).mean())
    recall = float((predicted[y == article] == article).mean())
    return f"accuracy {accuracy:.3f}, article recall {recall:.3f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus", type=Path)
    parser.add_argument("--cache", type=Path, help="signals read once and kept here")
    parser.add_argument("--penalty", type=float, default=0.01)
    parser.add_argument("--article-bias", type=float, default=0.5)
    parser.add_argument("--write", action="store_true", help=f"write {MODEL_PATH.name}")
    args = parser.parse_args()
    if args.cache and args.cache.exists():
        rows = [tuple(r) for r in json.loads(args.cache.read_text())]
    else:
        rows = read_signals(args.corpus)
        if args.cache:
            args.cache.write_text(json.dumps(rows))
    names = sorted({name for _, _, signals in rows for name in signals})
    x = np.array([[signals.get(n, np.nan) for n in names] for _, _, signals in rows])
    # A signal the page could not give (no address) is read as typical: the mean.
    x = np.where(np.isnan(x), np.nanmean(x, axis=0), x)
    y = np.array([PAGE_TYPES.index(kind) for _, kind, _ in rows])
    folds = np.array([zlib.crc32(domain.encode()) % FOLDS for domain, _, _ in rows])
    print(f"{len(rows)} pages, {len(names)} signals, kinds {dict(Counter(k for _, k, _ in rows))}")
    for penalty in sorted({0.001, 0.003, 0.01, 0.03, 0.1, args.penalty}):
        scores = cross_validate(x, y, folds, penalty)
        figures = []
        for bias in (0.0, 0.5, 1.0, 1.5, 2.0):
            shifted = scores.copy()
            shifted[:, PAGE_TYPES.index("article")] += bias
            figures.append(f"bias {bias}: {report(y, shifted.argmax(axis=1))}")
        print(f"penalty {penalty}: " + "; ".join(figures))
    scores = cross_validate(x, y, folds, args.penalty)
    scores[:, PAGE_TYPES.index("article")] += args.article_bias
    predicted = scores.argmax(axis=1)
    print(f"chosen: penalty {args.penalty}, bias {args.article_bias}: {report(y, predicted)}")
    print("gold \\ predicted: " + " ".join(k[:4] for k in PAGE_TYPES))
    for number, kind in enumerate(PAGE_TYPES):
        row = Counter(predicted[y == number].tolist())
        print(f"{kind:>14}: " + " ".join(f"{row[k]:4d}" for k in range(len(PAGE_TYPES))))
    if args.write:
        mean, scale = standardise(x)
        w = fit((x - mean) / scale, y, args.penalty)
        w[-1, PAGE_TYPES.index("article")] += args.article_bias
        model = {
            "kinds": list(PAGE_TYPES),
            "signals": names,
            "mean": mean.round(6).tolist(),
            "scale": scale.round(6).tolist(),
            "weights": w[:-1].round(6).tolist(),
            "bias": w[-1].round(6).tolist(),
            "trained on": f"{args.corpus.name}: {len(rows)} pages; penalty {args.penalty}, "
            f"article bias {args.article_bias}",
        }
        MODEL_PATH.write_text(json.dumps(model, indent=1) + "\n")
        print(f"wrote {MODEL_PATH}")


if __name__ == "__main__":
    main()
