"""java.text.DecimalFormat's patterns as GGProgressBar.setPattern() takes them ("#", "0.0", "#,##0.00"):
integer digits ('0' always shown, '#' when needed), fraction digits ('0' always, '#' up to), grouping by
','; rounding half to even, as Java's default."""
from __future__ import annotations

from ..base.i18n import tr


class DecimalPattern:
    def __init__(self, pattern: str) -> None:
        body = pattern.split(";")[0]
        prefix_end = next((i for i, ch in enumerate(body) if ch in "#0,."), len(body))
        suffix_start = max((i + 1 for i, ch in enumerate(body) if ch in "#0,."), default=prefix_end)
        self.prefix, self.suffix = body[:prefix_end], body[suffix_start:]
        number = body[prefix_end:suffix_start]
        if not number or number.count(".") > 1:
            raise ValueError(tr("'{pattern}' is no number pattern: use e.g. \"#\", \"0.0\" or \"#,##0.00\".",
                                pattern=pattern))
        whole, _dot, fraction = number.partition(".")
        self.min_int = whole.replace(",", "").count("0")
        self.grouping = len(whole) - whole.rfind(",") - 1 if "," in whole else 0
        self.min_frac = fraction.count("0")
        self.max_frac = len(fraction)

    def format(self, value: float) -> str:
        from decimal import ROUND_HALF_EVEN, Decimal   # when a bar shows a number (not at import)
        exact = Decimal(float(value))
        rounded = exact.quantize(Decimal(1).scaleb(-self.max_frac), rounding=ROUND_HALF_EVEN)
        negative = rounded < 0
        digits = f"{abs(rounded):.{self.max_frac}f}"
        whole, _dot, fraction = digits.partition(".")
        whole = whole.lstrip("0").rjust(self.min_int, "0")
        fraction = fraction.rstrip("0").ljust(self.min_frac, "0")
        if self.grouping:
            groups = []
            while len(whole) > self.grouping:
                groups.insert(0, whole[-self.grouping:])
                whole = whole[:-self.grouping]
            whole = ",".join([whole, *groups]) if whole else ",".join(groups)
        text = whole + ("." + fraction if fraction else "")
        if not text:
            text = "0"
        if negative and text.strip("0.,"):
            text = "-" + text
        return self.prefix + text + self.suffix
