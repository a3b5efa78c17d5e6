"""Typed surface of the compiled :mod:`.linear_sums` (see its ``.pyx`` for the why)."""

from collections.abc import Sequence

class LinearSums:
    kinds: int
    def __init__(
        self,
        names: Sequence[str],
        mean: Sequence[float],
        scale: Sequence[float],
        weights: Sequence[Sequence[float]],
        bias: Sequence[float],
        address: Sequence[bool],
    ) -> None: ...
    def sums(self, signals: dict[str, float]) -> tuple[list[float], list[float]]: ...
