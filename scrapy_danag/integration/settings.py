"""The ``DANAG_*`` settings, read and validated once per crawler.

Every component reads its configuration through :func:`read_settings` in
``from_crawler``, so a bad value -- or a ``DANAG_*`` name this package does not
read -- stops the crawl at start-up with a message naming the setting, instead
of failing on the first page. Per-request overrides
(``Request(meta={"danag": {"gap": 40}})``) are validated by
:mod:`.request_meta` with the same rules.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from difflib import get_close_matches
from typing import Any

from scrapy.exceptions import NotConfigured
from scrapy.settings import BaseSettings

from ..engine import PAGE_TYPES, ExtractionOptions
from ..engine.metadata import METADATA_FIELDS
from ..engine.options import DEFAULT_ALGORITHM

#: Keys of ``request.meta["danag"]`` that override extraction options.
OPTION_KEYS: tuple[str, ...] = (
    "algorithm",
    "gap",
    "link_filter",
    "smoothing",
    "line_mode",
    "title_method",
    "output_format",
    "include_images",
)
#: Engine option -> the setting that sets it for a whole crawl or spider.
OPTION_SETTINGS: dict[str, str] = {
    "algorithm": "DANAG_ALGORITHM",
    "gap": "DANAG_GAP",
    "link_filter": "DANAG_LINK_FILTER",
    "smoothing": "DANAG_SMOOTHING",
    "line_mode": "DANAG_LINE_MODE",
    "title_method": "DANAG_TITLE_METHOD",
    "output_format": "DANAG_OUTPUT_FORMAT",
    "include_images": "DANAG_INCLUDE_IMAGES",
}


class DanagSettingError(ValueError):
    """A ``DANAG_*`` setting, or a ``meta["danag"]`` key, has an invalid value."""


@dataclass(frozen=True, slots=True)
class DanagSettings:
    """Everything the components need, validated."""

    options: ExtractionOptions
    main_content_field: str
    headline_field: str
    source_field: str | None
    keep_source: bool
    overwrite: bool
    drop_empty: bool
    max_page_bytes: int
    workers: int
    timeout: float | None
    page_types: frozenset[str] | None
    page_type_field: str | None
    #: ``(metadata name, item field)`` pairs to write, in :data:`METADATA_FIELDS` order.
    metadata_fields: tuple[tuple[str, str], ...] = ()
    #: Item field for each page's outcome (status, error, seconds), or None.
    outcome_field: str | None = None
    #: HTTP statuses whose responses are extracted.
    status_codes: frozenset[int] = frozenset(range(200, 300))


def _field_name(
    settings: BaseSettings, name: str, default: str | None, *, optional: bool = False
) -> str | None:
    """A field name; ``None`` set explicitly turns an ``optional`` one off
    (Scrapy's ``get`` would give the default for it)."""
    # Not settings.get: it gives the default for a setting set to None.
    value = settings[name] if name in settings else default  # noqa: SIM401
    if value is None and (optional or default is None):
        return None
    if not isinstance(value, str) or not value:
        raise DanagSettingError(f"{name} must be a non-empty field name, got {value!r}")
    return value


def _whole_number(settings: BaseSettings, name: str, default: int, minimum: int) -> int:
    value = settings.get(name, default)
    try:
        number = int(value)
    except (TypeError, ValueError):
        raise DanagSettingError(f"{name} must be a whole number, got {value!r}") from None
    if number < minimum or (isinstance(value, float) and not value.is_integer()):
        raise DanagSettingError(f"{name} must be a whole number >= {minimum}, got {value!r}")
    return number


#: Seconds a page may take: real pages take a few hundredths, the largest pages
#: allowed (DANAG_MAX_PAGE_BYTES) of the worst shapes measured about 10 s.
DEFAULT_TIMEOUT = 20.0


def _seconds(settings: BaseSettings, name: str, default: float) -> float | None:
    value = settings.get(name, default)
    if value is None:
        return None
    try:
        seconds = float(value)
    except (TypeError, ValueError):
        raise DanagSettingError(f"{name} must be a number of seconds, got {value!r}") from None
    if not 0 < seconds < float("inf") or isinstance(value, bool):
        raise DanagSettingError(f"{name} must be a positive number of seconds, got {value!r}")
    return seconds


def _page_types(settings: BaseSettings, name: str) -> frozenset[str] | None:
    """The kinds of page whose items are kept; None (unset or empty) keeps all."""
    value = settings.get(name)
    if value is None:
        return None
    if isinstance(value, str):
        kinds = [kind.strip() for kind in value.split(",") if kind.strip()]
    elif isinstance(value, (list, tuple, set, frozenset)):
        kinds = list(value)
    else:
        raise DanagSettingError(f"{name} must be a list of page kinds, got {value!r}")
    unknown = [kind for kind in kinds if kind not in PAGE_TYPES]
    if unknown:
        raise DanagSettingError(
            f"{name} names unknown page kinds {unknown!r}; the kinds are {', '.join(PAGE_TYPES)}"
        )
    return frozenset(kinds) or None


#: Every setting this package reads: any other ``DANAG_*`` name is a mistake.
KNOWN_SETTINGS: frozenset[str] = frozenset(
    {
        *OPTION_SETTINGS.values(),
        "DANAG_ENABLED",
        "DANAG_MAIN_CONTENT_FIELD",
        "DANAG_HEADLINE_FIELD",
        "DANAG_SOURCE_FIELD",
        "DANAG_KEEP_SOURCE",
        "DANAG_OVERWRITE",
        "DANAG_DROP_EMPTY",
        "DANAG_MAX_PAGE_BYTES",
        "DANAG_WORKERS",
        "DANAG_TIMEOUT",
        "DANAG_PAGE_TYPES",
        "DANAG_PAGE_TYPE_FIELD",
        "DANAG_METADATA",
        "DANAG_METADATA_FIELDS",
        "DANAG_OUTCOME_FIELD",
        "DANAG_STATUS_CODES",
    }
)


def nearest(value: str, known: Iterable[str]) -> str:
    """`` (did you mean 'X'?)`` for the known name nearest ``value``, or ""."""
    found = get_close_matches(value, list(known), n=1)
    return f" (did you mean {found[0]!r}?)" if found else ""


def _check_names(settings: BaseSettings) -> None:
    """A ``DANAG_*`` setting this package does not read is a typo or a setting of
    another version: either way it would be silently ignored."""
    for name in settings:
        if isinstance(name, str) and name.startswith("DANAG_") and name not in KNOWN_SETTINGS:
            raise DanagSettingError(
                f"{name} is not a scrapy-danag setting{nearest(name, KNOWN_SETTINGS)}; "
                "see the settings reference"
            )


def _status_codes(settings: BaseSettings) -> frozenset[int]:
    """``DANAG_STATUS_CODES``: the HTTP statuses whose responses are extracted
    (2xx by default: an error page's text is not the page's content)."""
    value = settings.get("DANAG_STATUS_CODES")
    if value is None:
        return frozenset(range(200, 300))
    if isinstance(value, str):
        value = [part.strip() for part in value.split(",") if part.strip()]
    try:
        codes = frozenset(int(code) for code in value)
    except (TypeError, ValueError):
        raise DanagSettingError(
            f"DANAG_STATUS_CODES must be a list of HTTP statuses, got {value!r}"
        ) from None
    wrong = sorted(code for code in codes if not 100 <= code <= 599)
    if wrong:
        raise DanagSettingError(f"DANAG_STATUS_CODES holds statuses out of 100-599: {wrong}")
    return codes


def _unknown(name: str, value: str, known: tuple[str, ...]) -> DanagSettingError:
    """An error naming an unknown value, the nearest known one and all of them."""
    return DanagSettingError(
        f"{name} names {value!r}, which is not a metadata field{nearest(value, known)}; "
        f"the fields are {', '.join(known)}"
    )


def _metadata_fields(settings: BaseSettings) -> tuple[tuple[str, str], ...]:
    """Which metadata to write into items, and under which field names.

    ``DANAG_METADATA``: off (``False``/``None``, the default), ``True`` for every
    field, or a list (or comma-separated string) of names from
    :data:`METADATA_FIELDS`. ``DANAG_METADATA_FIELDS`` renames some of them
    (``{"published": "date"}``); the others keep their own name.
    """
    value = settings.get("DANAG_METADATA", False)
    if (read := scrapy_bool(value)) is not None:
        value = read  # "True", "0"... as Scrapy reads them
    elif (
        isinstance(value, str) and "," not in value and value.strip() not in ("", *METADATA_FIELDS)
    ):
        # "yes", "on": no field, and no boolean Scrapy reads as one
        raise DanagSettingError(
            "DANAG_METADATA must be True, False or a list of metadata fields, "
            f"got {value!r}{nearest(value.strip(), METADATA_FIELDS)}"
        )
    if value is None or value is False:
        names: list[str] = []
    elif value is True:
        names = list(METADATA_FIELDS)
    elif isinstance(value, str):
        names = [name.strip() for name in value.split(",") if name.strip()]
    elif isinstance(value, (list, tuple, set, frozenset)) and all(
        isinstance(name, str) for name in value
    ):
        names = list(value)
    else:
        raise DanagSettingError(
            f"DANAG_METADATA must be True, False or a list of metadata fields, got {value!r}"
        )
    for name in names:
        if name not in METADATA_FIELDS:
            raise _unknown("DANAG_METADATA", name, METADATA_FIELDS)
    renamed = settings.get("DANAG_METADATA_FIELDS") or {}
    if not isinstance(renamed, Mapping):
        renamed = settings.getdict("DANAG_METADATA_FIELDS") if isinstance(renamed, str) else None
    if not isinstance(renamed, Mapping):
        raise DanagSettingError(
            "DANAG_METADATA_FIELDS must map metadata fields to item fields, "
            f"got {settings.get('DANAG_METADATA_FIELDS')!r}"
        )
    for name, field in renamed.items():
        if name not in METADATA_FIELDS:
            raise _unknown("DANAG_METADATA_FIELDS", str(name), METADATA_FIELDS)
        if not isinstance(field, str) or not field:
            raise DanagSettingError(
                f"DANAG_METADATA_FIELDS[{name!r}] must be a non-empty field name, got {field!r}"
            )
    wanted = set(names)
    return tuple((name, str(renamed.get(name, name))) for name in METADATA_FIELDS if name in wanted)


def _flag(settings: BaseSettings, name: str, default: bool) -> bool:
    try:
        return settings.getbool(name, default)
    except ValueError:
        raise DanagSettingError(
            f"{name} must be True or False, got {settings.get(name)!r}"
        ) from None


#: The values Scrapy documents for a boolean setting (``getbool``), as read.
SCRAPY_BOOLEANS: dict[object, bool] = {
    0: False, 1: True, "0": False, "1": True,
    "False": False, "True": True, "false": False, "true": True,
}  # fmt: skip


def scrapy_bool(value: object) -> bool | None:
    """``value`` read as a boolean setting as Scrapy documents them (0/1,
    ``True``/``False``, ``"0"``/``"1"``, ``"True"``/``"False"``,
    ``"true"``/``"false"``), or None when it is none of them (``"yes"``,
    ``"on"``, ``3``): one reading of booleans across the crawl's settings and
    ours."""
    if isinstance(value, bool):
        return value
    try:
        return SCRAPY_BOOLEANS.get(value)
    except TypeError:  # a list or a dict: no key
        return None


def _boolean(value: object) -> object:
    """A boolean setting as Scrapy reads one; any other value is passed on for
    the options to refuse, naming it. None (unset) is False."""
    if value is None:
        return False
    read = scrapy_bool(value)
    return value if read is None else read


def resolve_options(values: Mapping[str, Any], describe: Mapping[str, str]) -> ExtractionOptions:
    """Resolve options, naming the setting (or meta key) in any error."""
    algorithm = values.get("algorithm") or DEFAULT_ALGORITHM
    gap = values.get("gap")
    link_filter = values.get("link_filter")
    for key, value in (("gap", gap), ("link_filter", link_filter)):
        if isinstance(value, str) and value.strip().lstrip("-").isdigit():
            values = {**values, key: int(value)}
    try:
        return ExtractionOptions.resolve(
            str(algorithm),
            gap=values.get("gap"),
            link_filter=values.get("link_filter"),
            smoothing=str(values.get("smoothing") or "4.2"),
            line_mode=values.get("line_mode"),
            title_method=values.get("title_method"),
            output_format=str(values.get("output_format") or "text").lower(),
            include_images=_boolean(values.get("include_images")),  # type: ignore[arg-type]
            metadata=bool(values.get("metadata")),
        )
    except (TypeError, ValueError) as exc:
        message = str(exc)
        culprit = next((k for k in OPTION_KEYS if message.startswith(k) or k in message), None)
        where = describe.get(culprit or "", ", ".join(describe.values()))
        raise DanagSettingError(f"{where}: {message}") from None


def read_settings(settings: BaseSettings) -> DanagSettings:
    """Validate every ``DANAG_*`` setting; raise ``NotConfigured`` when disabled."""
    if not _flag(settings, "DANAG_ENABLED", True):
        raise NotConfigured("DANAG_ENABLED is False")
    _check_names(settings)
    values = {key: settings.get(name) for key, name in OPTION_SETTINGS.items()}
    metadata_fields = _metadata_fields(settings)
    # Metadata is read only when items receive some: it costs time per page.
    values["metadata"] = bool(metadata_fields)
    return DanagSettings(
        options=resolve_options(values, OPTION_SETTINGS),
        main_content_field=_field_name(settings, "DANAG_MAIN_CONTENT_FIELD", "main_content") or "",
        headline_field=_field_name(settings, "DANAG_HEADLINE_FIELD", "headline") or "",
        source_field=_field_name(settings, "DANAG_SOURCE_FIELD", "html", optional=True),
        keep_source=_flag(settings, "DANAG_KEEP_SOURCE", False),
        overwrite=_flag(settings, "DANAG_OVERWRITE", False),
        drop_empty=_flag(settings, "DANAG_DROP_EMPTY", False),
        max_page_bytes=_whole_number(settings, "DANAG_MAX_PAGE_BYTES", 20 * 1024 * 1024, 1),
        workers=_whole_number(settings, "DANAG_WORKERS", 1, 0),
        timeout=_seconds(settings, "DANAG_TIMEOUT", DEFAULT_TIMEOUT),
        page_types=_page_types(settings, "DANAG_PAGE_TYPES"),
        page_type_field=_field_name(settings, "DANAG_PAGE_TYPE_FIELD", None),
        outcome_field=_field_name(settings, "DANAG_OUTCOME_FIELD", None),
        status_codes=_status_codes(settings),
        metadata_fields=metadata_fields,
    )
