"""How colours look to colour-blind eyes, and how far apart two colours look (pure Python).

The simulation is Machado, Oliveira and Fernandes (2009) at severity 1.0 (a full dichromat),
applied in linear sRGB; the difference is CIEDE2000 (ΔE00) in CIELAB under D65. The sheet's
inks are chosen so that every pair stays apart for every kind of eye (tests/app/look/test_inks.py).
"""

from __future__ import annotations

import enum
import math
from typing import Final

RGB = tuple[float, float, float]
"""An sRGB colour, each channel 0 to 255."""
Lab = tuple[float, float, float]


class Vision(enum.Enum):
    """A kind of colour vision."""

    NORMAL = "normal"
    PROTAN = "protanope"
    DEUTAN = "deuteranope"
    TRITAN = "tritanope"


_Matrix = tuple[RGB, RGB, RGB]
#: Machado et al. 2009, severity 1.0, for linear RGB.
MACHADO: Final[dict[Vision, _Matrix]] = {
    Vision.PROTAN: ((0.152286, 1.052583, -0.204868),
                    (0.114503, 0.786281, 0.099216),
                    (-0.003882, -0.048116, 1.051998)),
    Vision.DEUTAN: ((0.367322, 0.860646, -0.227968),
                    (0.280085, 0.672501, 0.047413),
                    (-0.011820, 0.042940, 0.968881)),
    Vision.TRITAN: ((1.255528, -0.076749, -0.178779),
                    (-0.078411, 0.930809, 0.147602),
                    (0.004733, 0.691367, 0.303900)),
}


def _linear(channel: float) -> float:
    c = channel / 255.0
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _gamma(linear: float) -> float:
    c = min(1.0, max(0.0, linear))
    return 255.0 * (c * 12.92 if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055)


def simulate(rgb: RGB, vision: Vision) -> RGB:
    """``rgb`` as an eye of ``vision`` sees it (in sRGB)."""
    if vision is Vision.NORMAL:
        return rgb
    lin = [_linear(c) for c in rgb]
    m = MACHADO[vision]
    r, g, b = (_gamma(sum(row[i] * lin[i] for i in range(3))) for row in m)
    return r, g, b


def lab(rgb: RGB) -> Lab:
    """CIELAB (D65) of an sRGB colour."""
    r, g, b = (_linear(c) for c in rgb)
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e2000(one: Lab, two: Lab) -> float:
    """CIEDE2000 colour difference between two CIELAB colours (kL = kC = kH = 1)."""
    l1, a1, b1 = one
    l2, a2, b2 = two
    c_mean = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_mean ** 7 / (c_mean ** 7 + 25 ** 7)))
    a1p, a2p = a1 * (1 + g), a2 * (1 + g)
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dl, dc = l2 - l1, c2p - c1p
    if c1p * c2p == 0:
        dh = 0.0
    elif abs(h2p - h1p) <= 180:
        dh = h2p - h1p
    else:
        dh = h2p - h1p - 360 if h2p > h1p else h2p - h1p + 360
    dhh = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    l_mean, cp_mean = (l1 + l2) / 2, (c1p + c2p) / 2
    if c1p * c2p == 0:
        h_mean = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        h_mean = (h1p + h2p) / 2
    else:
        h_mean = (h1p + h2p + 360) / 2 if h1p + h2p < 360 else (h1p + h2p - 360) / 2
    t = (1 - 0.17 * math.cos(math.radians(h_mean - 30)) + 0.24 * math.cos(math.radians(2 * h_mean))
         + 0.32 * math.cos(math.radians(3 * h_mean + 6))
         - 0.20 * math.cos(math.radians(4 * h_mean - 63)))
    d_theta = 30 * math.exp(-(((h_mean - 275) / 25) ** 2))
    r_c = 2 * math.sqrt(cp_mean ** 7 / (cp_mean ** 7 + 25 ** 7))
    s_l = 1 + 0.015 * (l_mean - 50) ** 2 / math.sqrt(20 + (l_mean - 50) ** 2)
    s_c = 1 + 0.045 * cp_mean
    s_h = 1 + 0.015 * cp_mean * t
    r_t = -math.sin(math.radians(2 * d_theta)) * r_c
    return math.sqrt((dl / s_l) ** 2 + (dc / s_c) ** 2 + (dhh / s_h) ** 2
                     + r_t * (dc / s_c) * (dhh / s_h))


def seen_difference(one: RGB, two: RGB, vision: Vision) -> float:
    """How far apart ``one`` and ``two`` look to an eye of ``vision`` (ΔE00)."""
    return delta_e2000(lab(simulate(one, vision)), lab(simulate(two, vision)))
