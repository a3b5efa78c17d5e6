"""``request.meta["danag"]``: what one request asks of scrapy-danag.

A dict whose keys are the engine options (``gap``, ``output_format``...) and
``enabled`` (``False``: leave this response alone; ``True``: extract it even
when the tagger would not -- another status, a type that is not HTML). The
downloader middleware adds its verdict under ``html``. A value of the wrong type
or a key that is not one of these is an error that names it, with the nearest
key: a typo (``algoritm``) must not silently extract with other options.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..engine import ExtractionOptions
from .settings import OPTION_KEYS, DanagSettingError, nearest, resolve_options

#: The meta key of per-request options and of the downloader middleware's tag.
META_KEY = "danag"
#: The key the downloader middleware adds: True for responses to extract.
HTML_TAG = "html"
#: The key it adds to a response it does not extract: why not.
REASON_TAG = "reason"
#: The keys a user may set.
USER_KEYS: tuple[str, ...] = (*OPTION_KEYS, "enabled")


def _where(key: str) -> str:
    return f'meta["{META_KEY}"]["{key}"]'


def danag_meta(meta: Mapping[str, Any]) -> Mapping[str, Any]:
    """The request's ``meta["danag"]`` (empty when it has none), checked: a dict
    of known keys, ``enabled`` a boolean."""
    value = meta.get(META_KEY)
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        raise DanagSettingError(
            f'meta["{META_KEY}"] must be a dict of options, such as {{"gap": 40}}, got {value!r}'
        )
    for key in value:
        if key not in USER_KEYS and key not in (HTML_TAG, REASON_TAG):
            raise DanagSettingError(
                f'meta["{META_KEY}"] has no key {key!r}{nearest(str(key), USER_KEYS)}; '
                f"the keys are {', '.join(USER_KEYS)}"
            )
    enabled = value.get("enabled")
    if enabled is not None and not isinstance(enabled, bool):
        raise DanagSettingError(f"{_where('enabled')} must be True or False, got {enabled!r}")
    return value


def enabled_override(meta: Mapping[str, Any]) -> bool | None:
    """``meta["danag"]["enabled"]``: True or False when the request decides, else None."""
    value = danag_meta(meta).get("enabled")
    return value if isinstance(value, bool) else None


def is_tagged(meta: Mapping[str, Any]) -> bool:
    """Whether the downloader middleware tagged this response for extraction."""
    value = meta.get(META_KEY)
    return isinstance(value, Mapping) and value.get(HTML_TAG) is True


def skip_reason(meta: Mapping[str, Any]) -> str:
    """Why the downloader middleware left a response unextracted."""
    value = meta.get(META_KEY)
    if value is not None and not isinstance(value, Mapping):
        return f'meta["{META_KEY}"] is not a dict of options'
    if isinstance(value, Mapping) and HTML_TAG in value:
        return str(value.get(REASON_TAG) or "not an HTML page")
    return "not seen by DanagDownloaderMiddleware"


def options_for_request(base: ExtractionOptions, meta: Mapping[str, Any]) -> ExtractionOptions:
    """``base`` with the overrides of ``meta["danag"]`` applied.

    Raises :class:`DanagSettingError` naming the meta key of a bad value or an
    unknown key.
    """
    overrides = danag_meta(meta)
    chosen = {key: overrides[key] for key in OPTION_KEYS if key in overrides}
    return with_overrides(base, chosen, {k: _where(k) for k in OPTION_KEYS})


def with_overrides(
    base: ExtractionOptions, chosen: Mapping[str, Any], describe: Mapping[str, str]
) -> ExtractionOptions:
    """``base`` with the ``chosen`` options, validated; ``describe`` names where
    each came from, for the error. A new algorithm brings its own gap and
    filter defaults unless those are chosen too."""
    if not chosen:
        return base
    values: dict[str, Any] = base.to_dict()
    if "algorithm" in chosen:
        values.pop("gap")
        values.pop("link_filter")
    values.update(chosen)
    return resolve_options(values, describe)
