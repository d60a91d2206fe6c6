#!/usr/bin/env python3
# Prints the expected ticks of tests/unit/date_scale_test.cpp from matplotlib
# 3.6: AutoDateLocator + ConciseDateFormatter on an x axis with the given
# limits (UTC, a fixed offset, or a named zone of the tz database), as C++
# initialisers: the tick positions in
# seconds since the Unix epoch inside the view, their labels, the offset text.
import datetime as dt
import zoneinfo

import matplotlib

matplotlib.use("Agg")
import matplotlib.dates as mdates
import matplotlib.pyplot as plt

UTC = dt.timezone.utc
CASES = [
    ("90 ms", dt.datetime(2026, 3, 14, 9, 26, 53, 500000, UTC), dt.timedelta(milliseconds=90), 0),
    ("2.5 s", dt.datetime(2026, 3, 14, 9, 26, 58, 800000, UTC), dt.timedelta(milliseconds=2500), 0),
    ("20 s", dt.datetime(2026, 3, 14, 9, 26, 50, 0, UTC), dt.timedelta(seconds=20), 0),
    ("10 min", dt.datetime(2026, 6, 1, 12, 3, 20, 0, UTC), dt.timedelta(minutes=10), 0),
    ("3 h", dt.datetime(2026, 1, 5, 10, 20, 0, 0, UTC), dt.timedelta(hours=3), 0),
    ("30 h over midnight", dt.datetime(2026, 1, 5, 10, 0, 0, 0, UTC), dt.timedelta(hours=30), 0),
    ("2 days over new year", dt.datetime(2025, 12, 30, 18, 0, 0, 0, UTC), dt.timedelta(days=2), 0),
    ("5 months", dt.datetime(2026, 2, 10, 0, 0, 0, 0, UTC), dt.timedelta(days=150), 0),
    ("3 months over new year", dt.datetime(2025, 11, 15, 0, 0, 0, 0, UTC), dt.timedelta(days=97), 0),
    ("40 days", dt.datetime(2026, 4, 20, 0, 0, 0, 0, UTC), dt.timedelta(days=40), 0),
    ("3 years", dt.datetime(2024, 5, 1, 0, 0, 0, 0, UTC), dt.timedelta(days=3 * 365), 0),
    ("40 years", dt.datetime(1990, 3, 1, 0, 0, 0, 0, UTC), dt.timedelta(days=40 * 365), 0),
    ("1000 years", dt.datetime(1500, 1, 1, 0, 0, 0, 0, UTC), dt.timedelta(days=1000 * 365), 0),
    ("6 h at UTC+05:30", dt.datetime(2026, 1, 5, 20, 0, 0, 0, UTC), dt.timedelta(hours=6), 330),
]
# Named zones across daylight saving changes (the start as wall time there).
BERLIN = zoneinfo.ZoneInfo("Europe/Berlin")
NEW_YORK = zoneinfo.ZoneInfo("America/New_York")
SYDNEY = zoneinfo.ZoneInfo("Australia/Sydney")
ZONE_CASES = [
    ("3 days over Berlin's spring forward", dt.datetime(2026, 3, 28, 0, 0, tzinfo=BERLIN), dt.timedelta(days=3)),
    ("30 h over Berlin's spring forward", dt.datetime(2026, 3, 28, 12, 0, tzinfo=BERLIN), dt.timedelta(hours=30)),
    ("6 h over Berlin's spring forward", dt.datetime(2026, 3, 29, 0, 0, tzinfo=BERLIN), dt.timedelta(hours=6)),
    ("12 h over New York's fall back", dt.datetime(2026, 10, 31, 20, 0, tzinfo=NEW_YORK), dt.timedelta(hours=12)),
    ("5 h over New York's fall back", dt.datetime(2026, 11, 1, 0, 0, tzinfo=NEW_YORK), dt.timedelta(hours=5)),
    ("3 days over New York's fall back", dt.datetime(2026, 10, 31, 0, 0, tzinfo=NEW_YORK), dt.timedelta(days=3)),
    ("5 months over both Berlin changes", dt.datetime(2026, 10, 20, 0, 0, tzinfo=BERLIN), dt.timedelta(days=160)),
    ("8 months over both Berlin changes", dt.datetime(2026, 2, 1, 0, 0, tzinfo=BERLIN), dt.timedelta(days=250)),
    ("5 months in New York", dt.datetime(2026, 2, 10, 0, 0, tzinfo=NEW_YORK), dt.timedelta(days=150)),
    ("8 months over both New York changes", dt.datetime(2026, 2, 15, 0, 0, tzinfo=NEW_YORK), dt.timedelta(days=270)),
    ("12 h over Sydney's fall back", dt.datetime(2026, 4, 4, 20, 0, tzinfo=SYDNEY), dt.timedelta(hours=12)),
    ("3 years in Berlin", dt.datetime(2024, 5, 1, 0, 0, tzinfo=BERLIN), dt.timedelta(days=3 * 365)),
    ("20 min over New York's repeated hour", dt.datetime(2026, 11, 1, 5, 50, tzinfo=UTC).astimezone(NEW_YORK),
     dt.timedelta(minutes=20)),
    ("3 s over New York's repeated hour", dt.datetime(2026, 11, 1, 5, 59, 58, tzinfo=UTC).astimezone(NEW_YORK),
     dt.timedelta(seconds=3)),
    ("90 min over New York's repeated hour", dt.datetime(2026, 11, 1, 5, 20, tzinfo=UTC).astimezone(NEW_YORK),
     dt.timedelta(minutes=90)),
    ("30 h over Berlin's fall back in 2090", dt.datetime(2090, 10, 28, 12, 0, tzinfo=BERLIN), dt.timedelta(hours=30)),
]


def main():
    for name, start, span, offset_min in CASES:
        tz = dt.timezone(dt.timedelta(minutes=offset_min))
        print_case(name, start, span, tz, "%d" % offset_min)
    print("zones:")
    for name, start, span in ZONE_CASES:
        print_case(name, start, span, start.tzinfo, '"%s"' % start.tzinfo.key)


def print_case(name, start, span, tz, tz_text):
    if True:
        fig, ax = plt.subplots()
        loc = mdates.AutoDateLocator(tz=tz)
        fmt = mdates.ConciseDateFormatter(loc, tz=tz)
        ax.xaxis.set_major_locator(loc)
        ax.xaxis.set_major_formatter(fmt)
        # Aware datetime + timedelta is wall-clock arithmetic in Python: the
        # repeated-hour cases add the span in UTC to cross the change.
        end = start + span if "repeated hour" not in name else (start.astimezone(UTC) + span).astimezone(tz)
        ax.set_xlim(start, end)
        fig.canvas.draw()
        lo, hi = ax.get_xlim()
        ticks = [(t.get_loc(), t.label1.get_text()) for t in ax.xaxis.get_major_ticks()
                 if lo - 1e-10 <= t.get_loc() <= hi + 1e-10]
        secs = lambda d: round(d * 86400.0 - mdates.date2num(dt.datetime(1970, 1, 1)) * 86400.0, 6)
        print("    {\"%s\", %r, %r, %s," % (name, secs(lo), secs(hi), tz_text))
        print("     {%s}," % ", ".join("%.6f" % secs(v) for v, _ in ticks))
        print("     {%s}," % ", ".join('"%s"' % s for _, s in ticks))
        print("     \"%s\"}," % fmt.get_offset())
        plt.close(fig)


if __name__ == "__main__":
    main()
