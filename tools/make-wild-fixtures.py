#!/usr/bin/python3
"""Generate the "wild" synthetic price-recognition set (deterministic, seeded).

Writes camera-like frames (640x480) and small label crops (120-300 px wide) of shelf tags, e-paper
labels, LCD segment-digit labels, menus and receipts to Tests/Resources/wild/, plus truth.tsv
(format: Tests/Resources/wild/README.md).  Unlike tools/make-fixtures.py (the regression set, drawn
in DejaVu and Noto CJK), this set uses many other fonts, colour schemes and price formats, and it is
split into two halves that share NO font and NO seed:

  tune  -- fonts in FONTS["tune"], seed SEEDS["tune"]: may be looked at while changing the recognizer
  check -- fonts in FONTS["check"], seed SEEDS["check"]: only for measuring, never for tuning

Needs only Debian packages (install as root):
  apt-get install python3-pil python3-numpy fonts-noto-cjk fonts-noto-core \
      fonts-liberation2 fonts-urw-base35 fonts-freefont-ttf fonts-roboto fonts-open-sans fonts-dseg \
      fonts-wqy-zenhei fonts-arphic-uming fonts-ipafont-gothic fonts-nanum
Run (from the repository root, with Debian's interpreter, not a venv):
  /usr/bin/python3 tools/make-wild-fixtures.py [--out Tests/Resources/wild] [--seeds TUNE CHECK]
Every random choice comes from random.Random / numpy generators seeded with the half's seed and the
image index, so two runs on the same Debian release give byte-identical files (other font files or
Pillow/libjpeg versions may change pixels). At the end it prints the fonts of each half and the
smallest price font size (px) per half and kind; it asserts that the halves share no font file.
"""
import argparse
import io
import math
import os
import random

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

SEEDS = {"tune": 41_2026_11, "check": 97_2026_11}
W, H = 640, 480

# ---------------------------------------------------------------- fonts
LIB = "/usr/share/fonts/truetype/liberation2/"
ROB = "/usr/share/fonts/truetype/roboto/unhinted/"
URW = "/usr/share/fonts/opentype/urw-base35/"
FREE = "/usr/share/fonts/truetype/freefont/"
OPEN = "/usr/share/fonts/truetype/open-sans/"
NOTO = "/usr/share/fonts/truetype/noto/"
NCJK = "/usr/share/fonts/opentype/noto/"
DSEG = "/usr/share/fonts/truetype/dseg/"

# (path, ttc index).  CJK entries: language -> list.  Disjoint between halves (asserted below).
FONTS = {
    "tune": {
        "sans": [(LIB + "LiberationSans-Bold.ttf", 0), (ROB + "RobotoTTF/Roboto-Bold.ttf", 0),
                 (ROB + "RobotoTTF/Roboto-Black.ttf", 0), (ROB + "RobotoCondensed-Bold.ttf", 0),
                 (URW + "NimbusSans-Bold.otf", 0), (FREE + "FreeSansBold.ttf", 0),
                 (URW + "URWGothic-Demi.otf", 0)],
        "text": [(LIB + "LiberationSans-Regular.ttf", 0), (ROB + "RobotoTTF/Roboto-Regular.ttf", 0),
                 (ROB + "RobotoCondensed-Regular.ttf", 0), (URW + "NimbusSans-Regular.otf", 0)],
        "serif": [(LIB + "LiberationSerif-Bold.ttf", 0), (URW + "NimbusRoman-Bold.otf", 0)],
        "mono": [(LIB + "LiberationMono-Bold.ttf", 0), (LIB + "LiberationMono-Regular.ttf", 0),
                 (URW + "NimbusMonoPS-Bold.otf", 0)],
        "lcd": [(DSEG + "DSEG7Classic-Bold.ttf", 0), (DSEG + "DSEG7Classic-Regular.ttf", 0),
                (DSEG + "DSEG7ClassicMini-Bold.ttf", 0)],
        "ja": [(NCJK + "NotoSansCJK-Bold.ttc", 0), (NCJK + "NotoSansCJK-Regular.ttc", 0)],
        "ko": [(NCJK + "NotoSansCJK-Bold.ttc", 1), (NCJK + "NotoSansCJK-Regular.ttc", 1)],
        "zh": [(NCJK + "NotoSansCJK-Bold.ttc", 3), (NCJK + "NotoSansCJK-Regular.ttc", 3)],
    },
    "check": {
        "sans": [(OPEN + "OpenSans-Bold.ttf", 0), (OPEN + "OpenSans-ExtraBold.ttf", 0),
                 (OPEN + "OpenSans-CondBold.ttf", 0), (NOTO + "NotoSans-Bold.ttf", 0),
                 (NOTO + "NotoSansDisplay-Bold.ttf", 0)],
        "text": [(OPEN + "OpenSans-Regular.ttf", 0), (OPEN + "OpenSans-Semibold.ttf", 0),
                 (NOTO + "NotoSans-Regular.ttf", 0), (NOTO + "NotoSansDisplay-Regular.ttf", 0)],
        "serif": [(NOTO + "NotoSerif-Bold.ttf", 0), (URW + "C059-Bold.otf", 0), (URW + "P052-Bold.otf", 0),
                  (URW + "URWBookman-Demi.otf", 0), (FREE + "FreeSerifBold.ttf", 0)],
        "mono": [(NOTO + "NotoSansMono-Bold.ttf", 0), (NOTO + "NotoSansMono-Regular.ttf", 0),
                 (FREE + "FreeMonoBold.ttf", 0)],
        "lcd": [(DSEG + "DSEG7Modern-Bold.ttf", 0), (DSEG + "DSEG7Modern-Regular.ttf", 0),
                (DSEG + "DSEG7ModernMini-Bold.ttf", 0)],
        "ja": [(NCJK + "NotoSerifCJK-Regular.ttc", 0), ("/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf", 0),
               ("/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc", 0)],
        "ko": [(NCJK + "NotoSerifCJK-Regular.ttc", 1), ("/usr/share/fonts/truetype/nanum/NanumGothicBold.ttf", 0),
               ("/usr/share/fonts/truetype/nanum/NanumSquareB.ttf", 0),
               ("/usr/share/fonts/truetype/nanum/NanumMyeongjoBold.ttf", 0)],
        "zh": [(NCJK + "NotoSerifCJK-Regular.ttc", 3), ("/usr/share/fonts/truetype/arphic/uming.ttc", 2),
               ("/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc", 0)],
    },
}
# Last-resort fonts for a single symbol the chosen font lacks (e.g. "฿", "₩", "₫"), per half.
SYMBOL_FALLBACK = {"tune": [(FREE + "FreeSansBold.ttf", 0), (NOTO + "NotoLoopedThai-Bold.ttf", 0),
                            (NCJK + "NotoSansCJK-Bold.ttc", 0)],
                   "check": [(NOTO + "NotoSans-Bold.ttf", 0), (NOTO + "NotoSansThai-Bold.ttf", 0),
                             (NCJK + "NotoSerifCJK-Regular.ttc", 0)]}


def all_fonts(half):
    out = set()
    for v in FONTS[half].values():
        out.update(v)
    out.update(SYMBOL_FALLBACK[half])
    return out


assert not ({p for p, _ in all_fonts("tune")} & {p for p, _ in all_fonts("check")}), "font files shared"

_fcache = {}


def font(spec, size):
    key = (spec, int(size))
    if key not in _fcache:
        _fcache[key] = ImageFont.truetype(spec[0], max(6, int(size)), index=spec[1])
    return _fcache[key]


def font_name(spec):
    base = os.path.splitext(os.path.basename(spec[0]))[0]
    if spec[0].endswith(".ttc"):
        base += "#%d" % spec[1]
    return base


_cov = {}


def _glyph(spec, ch):
    f = font(spec, 40)
    im = Image.new("L", (90, 90), 0)
    ImageDraw.Draw(im).text((10, 70), ch, font=f, fill=255, anchor="ls")
    return np.asarray(im)


def covers(spec, text):
    for ch in set(text):
        if ch.isspace() or 0x300 <= ord(ch) < 0x370:
            continue
        key = (spec, ch)
        if key not in _cov:
            g = _glyph(spec, ch)
            nd = _glyph(spec, "\ue000")
            _cov[key] = bool(g.any()) and not np.array_equal(g, nd)
        if not _cov[key]:
            return False
    return True


def pick_font(rng, half, role, text=""):
    cands = [s for s in FONTS[half][role] if covers(s, text)]
    if not cands:
        cands = [s for s in sum((FONTS[half][r] for r in ("sans", "text", "serif")), []) if covers(s, text)]
    return rng.choice(cands)


def seg_font(half, spec, text):
    """The font for one run of text: spec if it has every glyph, else a fallback of the same half."""
    if covers(spec, text):
        return spec
    for s in SYMBOL_FALLBACK[half] + FONTS[half]["sans"] + FONTS[half]["text"]:
        if covers(s, text):
            return s
    raise RuntimeError("no font in half %s covers %r" % (half, text))


# ---------------------------------------------------------------- text runs
class Runs:
    """A line of text runs [(text, spec, size, raise_px)], drawn on one baseline."""

    def __init__(self, half):
        self.half = half
        self.runs = []

    def add(self, text, spec, size, sup=False, gap=0.0):
        spec = seg_font(self.half, spec, text)
        self.runs.append([text, spec, int(size), sup, gap])
        return self

    def cap(self, spec, size):
        return -font(spec, size).getbbox("8", anchor="ls")[1]

    def width(self):
        w = 0
        for t, s, z, sup, gap in self.runs:
            w += font(s, z).getlength(t) + gap * z
        return w

    def height(self):
        return max(self.cap(s, z) for t, s, z, *_ in self.runs)

    def descent(self):
        return max(font(s, z).getbbox("gjpy", anchor="ls")[3] for t, s, z, *_ in self.runs)

    def draw(self, d, x, base, fill):
        top = self.height()
        for t, s, z, sup, gap in self.runs:
            x += gap * z
            f = font(s, z)
            y = base - (top - self.cap(s, z)) if sup else base
            d.text((x, y), t, font=f, fill=fill, anchor="ls")
            x += f.getlength(t)
        return x

    def fonts(self):
        return {r[1] for r in self.runs}

    def min_size(self):
        return min(r[2] for r in self.runs)


# ---------------------------------------------------------------- prices
def group(n, sep):
    return "{:,}".format(n).replace(",", sep)


def pick_int(rng, lo, hi, step):
    return rng.randrange(lo // step, hi // step + 1) * step


def ends(rng, choices=(99, 90, 49, 95, 50, 0, 29, 79, 69, 89, 45, 20)):
    return rng.choice(choices)


class Price:
    def __init__(self, value, raw, parts, currency, fmt):
        self.value, self.raw, self.parts, self.currency, self.fmt = value, raw, parts, currency, fmt

    def truth(self):
        return "%s=%s" % (self.value, self.raw)


def dec(units, cents):
    return "%d.%02d" % (units, cents)


def make_price(rng, fmt, small_sym=False, lang=None):
    """A price in format fmt: value (truth string), raw printed form, parts [(text, rel_size, sup)]."""
    s = 0.55 if small_sym else 1.0
    if fmt in ("jpy_pre", "jpy_suf", "jp_bare"):
        n = rng.choice([pick_int(rng, 100, 990, 10) - 2, pick_int(rng, 1000, 9800, 100), pick_int(rng, 100, 4000, 10)])
        if fmt == "jp_bare":
            return Price(str(n), str(n), [(str(n), 1, False)], "JPY", fmt)
        g = group(n, ",")
        if fmt == "jpy_pre":
            return Price(str(n), "¥" + g, [("¥", s, False), (g, 1, False)], "JPY", fmt)
        return Price(str(n), g + "円", [(g, 1, False), ("円", max(s, 0.5), False)], "JPY", fmt)
    if fmt == "usd":
        u, c = rng.choice([rng.randint(1, 49), rng.randint(50, 199), rng.randint(1000, 2999)]), ends(rng)
        return Price(dec(u, c), "$%s.%02d" % (group(u, ","), c), [("$", s, small_sym), ("%s.%02d" % (group(u, ","), c), 1, False)], "USD", fmt)
    if fmt == "usd_us":
        u = rng.randint(2, 60)
        if rng.random() < 0.6:
            return Price(str(u), "US$%d" % u, [("US$", s, False), (str(u), 1, False)], "USD", fmt)
        return Price(dec(u, 50), "US$%d.50" % u, [("US$", s, False), ("%d.50" % u, 1, False)], "USD", fmt)
    if fmt == "eur_pre":
        u, c = rng.randint(1, 99), ends(rng)
        return Price(dec(u, c), "€%d,%02d" % (u, c), [("€", s, False), ("%d,%02d" % (u, c), 1, False)], "EUR", fmt)
    if fmt == "eur_suf":
        if rng.random() < 0.4:
            n = pick_int(rng, 1200, 9900, 100)
            return Price(str(n), "%s €" % group(n, "."), [(group(n, "."), 1, False), (" €", s, False)], "EUR", fmt)
        u, c = rng.randint(1, 99), ends(rng)
        return Price(dec(u, c), "%d,%02d €" % (u, c), [("%d,%02d" % (u, c), 1, False), (" €", s, False)], "EUR", fmt)
    if fmt in ("twd_pre", "twd_suf", "twd_bare"):
        n = rng.choice([pick_int(rng, 25, 195, 5), pick_int(rng, 200, 990, 10), pick_int(rng, 1000, 3600, 50)])
        if fmt == "twd_bare":
            return Price(str(n), str(n), [(str(n), 1, False)], "TWD", fmt)
        if fmt == "twd_pre":
            return Price(str(n), "NT$" + group(n, ","), [("NT$", s, False), (group(n, ","), 1, False)], "TWD", fmt)
        return Price(str(n), "%d元" % n, [(str(n), 1, False), ("元", max(s, 0.5), False)], "TWD", fmt)
    if fmt in ("krw_pre", "krw_suf", "krw_bare"):
        n = pick_int(rng, 1000, 65000, 500)
        g = group(n, ",")
        if fmt == "krw_bare":
            return Price(str(n), g, [(g, 1, False)], "KRW", fmt)
        if fmt == "krw_pre":
            return Price(str(n), "₩" + g, [("₩", s, False), (g, 1, False)], "KRW", fmt)
        return Price(str(n), g + "원", [(g, 1, False), ("원", max(s, 0.5), False)], "KRW", fmt)
    if fmt in ("vnd_d", "vnd_text", "vnd_k"):
        n = rng.choice([pick_int(rng, 10000, 95000, 1000), pick_int(rng, 100000, 480000, 5000)])
        if fmt == "vnd_k":
            k = rng.choice(["k", "K", "k"])
            return Price(str(n), "%d%s" % (n // 1000, k), [("%d%s" % (n // 1000, k), 1, False)], "VND", fmt)
        g = group(n, ".")
        if fmt == "vnd_text":
            return Price(str(n), g + " VND", [(g, 1, False), (" VND", s if s < 1 else 0.8, False)], "VND", fmt)
        sym = rng.choice(["đ", "đ", "₫"])
        return Price(str(n), g + sym, [(g, 1, False), (sym, max(s, 0.6), False)], "VND", fmt)
    if fmt in ("nok_pre", "nok_suf"):
        u, c = rng.choice([rng.randint(5, 99), rng.randint(100, 399)]), rng.choice([90, 0, 50, 90, 40, 20])
        num = "%d,%02d" % (u, c)
        if fmt == "nok_pre":
            return Price(dec(u, c), "kr " + num, [("kr ", s, False), (num, 1, False)], "NOK", fmt)
        return Price(dec(u, c), num + " kr", [(num, 1, False), (" kr", s, False)], "NOK", fmt)
    if fmt == "dash":
        u = rng.choice([rng.randint(5, 99), rng.randint(100, 999)])
        return Price(str(u), "%d,-" % u, [("%d,-" % u, 1, False)], "", fmt)
    if fmt == "raised":
        u, c = rng.choice([rng.randint(3, 99), rng.randint(100, 499)]), rng.choice([90, 90, 50, 99, 40, 95, 0])
        return Price(dec(u, c), "%d^%02d" % (u, c), [(str(u), 1, False), ("%02d" % c, 0.45, True)], "", fmt)
    if fmt == "myr":
        u, c = rng.randint(2, 89), rng.choice([90, 50, 0, 80, 20, 60])
        return Price(dec(u, c), "RM%d.%02d" % (u, c), [("RM", s, False), ("%d.%02d" % (u, c), 1, False)], "MYR", fmt)
    if fmt == "thb":
        n = rng.choice([pick_int(rng, 20, 195, 5), pick_int(rng, 200, 1290, 10)])
        return Price(str(n), "฿%s" % group(n, ","), [("฿", s, False), (group(n, ","), 1, False)], "THB", fmt)
    if fmt == "lcd":
        u, c = rng.choice([rng.randint(3, 99), rng.randint(100, 499)]), rng.choice([80, 90, 50, 0, 95, 49, 75])
        return Price(dec(u, c), "%d.%02d" % (u, c), [("%d.%02d" % (u, c), 1, False)], "", fmt)
    raise ValueError(fmt)


MENU_RANGE = {"JPY": (200, 2500), "TWD": (25, 400), "KRW": (3000, 40000), "VND": (15000, 120000),
              "USD": (3, 30), "EUR": (2.5, 25), "MYR": (3, 40), "THB": (40, 400)}


def menu_price(rng, fmt):
    """A price with a value plausible for one dish or drink (rejection sampling over make_price)."""
    for _ in range(500):
        p = make_price(rng, fmt)
        lo, hi = MENU_RANGE[p.currency]
        if lo <= float(p.value) <= hi:
            return p
    raise RuntimeError(fmt)


def price_runs(half, p, spec, size, gap_sup=0.03):
    r = Runs(half)
    for text, rel, sup in p.parts:
        r.add(text, spec, size * rel, sup=sup, gap=gap_sup if sup else 0)
    return r


# ---------------------------------------------------------------- words
NAMES = {
    "en": ["Organic Bananas", "Whole Milk", "Greek Yogurt", "Cheddar Cheese", "Orange Juice", "Peanut Butter",
           "Sourdough Bread", "Ground Coffee", "Dark Chocolate", "Free Range Eggs", "Olive Oil", "Basmati Rice"],
    "ja": ["国産 豚バラ肉", "緑茶 ペットボトル", "おにぎり 鮭", "カップ麺 しょうゆ", "ポテトチップス うすしお", "牛乳",
           "バナナ", "ヨーグルト", "納豆", "絹豆腐", "食パン", "缶コーヒー 微糖"],
    "zh": ["統一 肉燥麵", "義美 小泡芙", "光泉 鮮乳", "台灣啤酒", "御飯糰 鮪魚", "茶葉蛋", "烏龍茶", "蘋果西打",
           "鳳梨酥", "豆漿", "牛軋糖", "高山茶"],
    "ko": ["신라면", "바나나우유", "참치김밥", "삼각김밥", "초코파이", "새우깡", "생수", "두부", "김치", "햇반"],
    "vi": ["Sữa tươi Vinamilk", "Mì Hảo Hảo", "Nước mắm Nam Ngư", "Cà phê rang xay", "Bánh quy bơ",
           "Dầu ăn Tường An", "Trà xanh Không Độ", "Gạo thơm Sóc Trăng", "Nước ngọt", "Bánh phồng tôm"],
    "no": ["Bananer", "Lettmelk", "Grovbrød", "Kaffe filtermalt", "Norvegia ost", "Kyllingfilet",
           "Appelsinjuice", "Brunost", "Leverpostei", "Fiskeboller", "Kneippbrød", "Tomater"],
    "de": ["Vollmilch", "Bio Bananen", "Butterkekse", "Kaffee gemahlen", "Apfelsaft naturtrüb", "Gouda jung",
           "Vollkornbrot", "Mineralwasser", "Sahnejoghurt", "Nudeln Spirelli"],
    "ms": ["Teh Tarik", "Milo Kotak", "Roti Gardenia", "Kopi O", "Minyak Masak", "Beras Wangi", "Sardin Ayam"],
    "th": ["Jasmine Rice", "Fish Sauce", "Coconut Milk", "Instant Noodles", "Thai Tea", "Chili Paste"],
}
FMT_LANG = {"jpy_pre": "ja", "jpy_suf": "ja", "jp_bare": "ja", "twd_pre": "zh", "twd_suf": "zh",
            "krw_pre": "ko", "krw_suf": "ko", "vnd_d": "vi", "vnd_text": "vi", "vnd_k": "vi", "nok_pre": "no",
            "nok_suf": "no", "dash": "no", "raised": "no", "eur_pre": "de", "eur_suf": "de", "usd": "en",
            "usd_us": "en", "myr": "ms", "thb": "th", "lcd": "no"}
BANNER = {"ja": ["特価", "お買い得", "本日限り"], "zh": ["特價", "新品", "限時優惠"], "ko": ["특가", "행사상품"],
          "vi": ["KHUYẾN MÃI", "GIÁ SỐC"], "no": ["TILBUD", "KUPP", "NYHET"], "de": ["ANGEBOT", "AKTION"],
          "en": ["SPECIAL", "SALE", "NEW"], "ms": ["PROMOSI", "JIMAT"], "th": ["PROMO", "HOT DEAL"]}
CJK = {"ja", "zh", "ko"}


def distractor(rng, lang, kind=None):
    kind = kind or rng.choice(["weight", "date", "time", "pct", "phone", "code", "weight", "code"])
    if kind == "weight":
        return rng.choice(["%dg" % rng.choice([80, 125, 200, 250, 400, 500, 750]),
                           "%d g" % rng.choice([150, 300, 450]), "1,5 kg" if lang in ("no", "de", "vi") else "1.5 kg",
                           "%d ml" % rng.choice([330, 500, 250]), "1,5 l" if lang in ("no", "de") else "1.5 L",
                           "6 x 0,33 l" if lang in ("no", "de") else "6 x 330 ml"])
    if kind == "date":
        d, m = rng.randint(1, 28), rng.randint(1, 12)
        return rng.choice(["2026-%02d-%02d" % (m, d), "%02d.%02d.26" % (d, m), "2026/%02d/%02d" % (m, d),
                           "%02d/%02d/2026" % (d, m)])
    if kind == "time":
        return "%02d:%02d" % (rng.randint(6, 22), rng.randrange(0, 60, 5))
    if kind == "pct":
        return rng.choice(["-%d%%" % rng.choice([10, 20, 25, 30, 50]), "%d%% OFF" % rng.choice([10, 15, 30]),
                           "%d%% bonus" % rng.choice([10, 25])])
    if kind == "phone":
        return rng.choice(["0912-%03d-%03d" % (rng.randint(100, 999), rng.randint(100, 999)),
                           "(028) %04d %04d" % (rng.randint(1000, 9999), rng.randint(1000, 9999)),
                           "%02d %02d %02d %02d" % tuple(rng.randint(10, 99) for _ in range(4)),
                           "03-%04d-%04d" % (rng.randint(1000, 9999), rng.randint(1000, 9999))])
    if kind == "code":
        return rng.choice(["Art.nr %07d" % rng.randint(10 ** 6, 10 ** 7 - 1), "SKU %05d" % rng.randint(10 ** 4, 10 ** 5 - 1),
                           "No. %04d" % rng.randint(100, 9999), "#%06d" % rng.randint(10 ** 5, 10 ** 6 - 1)])
    raise ValueError(kind)


def ean(rng):
    return "".join(str(rng.randint(0, 9)) for _ in range(13))


def draw_barcode(d, x, y, w, h, digits, rng, fg, spec, half):
    n = 95
    bw = w / n
    bits = [1, 0, 1] + [rng.randint(0, 1) for _ in range(42)] + [0, 1, 0, 1, 0] + [rng.randint(0, 1) for _ in range(42)] + [1, 0, 1]
    for i, b in enumerate(bits):
        if b:
            d.rectangle([x + i * bw, y, x + (i + 1) * bw - 0.01, y + h], fill=fg)
    if digits:
        size = max(9, int(w / 9))
        f = font(seg_font(half, spec, digits), size)
        d.text((x + w / 2, y + h + 2), digits, font=f, fill=fg, anchor="mt")
        return y + h + 2 + size
    return y + h


# ---------------------------------------------------------------- schemes
# name: (label background, main text, secondary text, polarity)
SCHEMES = {
    "white": ((246, 246, 241), (18, 18, 18), (70, 70, 70), "dark-on-light"),
    "grey": ((205, 207, 204), (22, 22, 24), (60, 60, 62), "dark-on-light"),
    "yellow": ((250, 212, 42), (16, 16, 16), (60, 45, 10), "dark-on-light"),
    "serif-red": ((250, 247, 238), (150, 18, 24), (90, 30, 30), "dark-on-light"),
    "orange": ((246, 140, 40), (20, 20, 20), (60, 30, 10), "dark-on-light"),
    "blue": ((22, 72, 158), (255, 255, 255), (215, 228, 255), "light-on-dark"),
    "red": ((204, 28, 36), (255, 255, 255), (255, 225, 225), "light-on-dark"),
    "black-yellow": ((24, 24, 26), (252, 220, 40), (230, 230, 230), "light-on-dark"),
    "green": ((24, 112, 62), (255, 255, 255), (220, 240, 225), "light-on-dark"),
}


# ---------------------------------------------------------------- backgrounds and damage
def background(rng, nrng, w, h, style=None):
    style = style or rng.choice(["shelf-light", "shelf-grey", "shelf-dark", "wood", "wall"])
    base = {"shelf-light": (222, 222, 218), "shelf-grey": (150, 152, 155), "shelf-dark": (58, 60, 66),
            "wood": (150, 105, 66), "wall": (200, 190, 172)}[style]
    a = np.ones((h, w, 3), np.float32) * np.array(base, np.float32)
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    g = 1 + 0.12 * (xx / w - 0.5) * rng.choice([-1, 1]) + 0.10 * (yy / h - 0.5) * rng.choice([-1, 1])
    a *= g[..., None]
    if style == "wood":
        a *= (1 + 0.07 * np.sin(yy / rng.uniform(6, 14) + 3 * np.sin(xx / 90.0)))[..., None]
    im = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))
    d = ImageDraw.Draw(im)
    if style.startswith("shelf"):
        # out-of-focus products above/below the shelf edge: coloured blocks, no text
        for _ in range(rng.randint(3, 7)):
            x0 = rng.randint(-40, w)
            y0 = rng.choice([rng.randint(-60, 40), rng.randint(h - 120, h)])
            col = tuple(rng.randint(30, 230) for _ in range(3))
            d.rounded_rectangle([x0, y0, x0 + rng.randint(60, 160), y0 + rng.randint(60, 140)], 12, fill=col)
        im = im.filter(ImageFilter.GaussianBlur(6))
        d = ImageDraw.Draw(im)
        edge = tuple(int(c * 0.8) for c in base)
        y = rng.randint(h // 5, h // 3)
        d.rectangle([0, y, w, y + 6], fill=edge)
    return im, style


def light_unevenness(nrng, a, strength):
    h, w = a.shape[:2]
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    cx, cy = nrng.uniform(-0.3, 1.3) * w, nrng.uniform(-0.3, 1.3) * h
    r = np.sqrt((xx - cx) ** 2 + (yy - cy) ** 2) / math.hypot(w, h)
    f = 1.05 - strength * np.clip(r, 0, 1)
    return a * f[..., None]


def warp_label(rng, lab, rot, persp):
    """Rotate / keystone the label (RGBA) so the frame never cuts it."""
    im = lab.convert("RGBA")
    if persp:
        w, h = im.size
        k = persp
        pad = int(max(w, h) * k) + 2
        big = Image.new("RGBA", (w + 2 * pad, h + 2 * pad), (0, 0, 0, 0))
        big.paste(im, (pad, pad))
        W2, H2 = big.size
        dx = [rng.uniform(0, k) * w for _ in range(4)]
        dy = [rng.uniform(0, k) * h for _ in range(4)]
        src = [(pad - dx[0], pad - dy[0]), (pad + w + dx[1], pad - dy[1]),
               (pad + w + dx[2], pad + h + dy[2]), (pad - dx[3], pad + h + dy[3])]
        dst = [(0, 0), (W2, 0), (W2, H2), (0, H2)]
        coeffs = _persp_coeffs(dst, src)
        im = big.transform(big.size, Image.PERSPECTIVE, coeffs, Image.BICUBIC)
        im = im.crop(im.getbbox())
    if rot:
        im = im.rotate(rot, resample=Image.BICUBIC, expand=True)
    return im


def _persp_coeffs(pa, pb):
    m = []
    for (x, y), (u, v) in zip(pa, pb):
        m.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        m.append([0, 0, 0, x, y, 1, -v * x, -v * y])
    A = np.array(m, dtype=np.float64)
    B = np.array([c for p in pb for c in p], dtype=np.float64)
    return np.linalg.solve(A, B).tolist()


def shadow_paste(frame, lab, x, y):
    sh = Image.new("RGBA", lab.size, (0, 0, 0, 0))
    alpha = lab.split()[3].point(lambda v: v * 0.35)
    sh.putalpha(alpha)
    sh = sh.filter(ImageFilter.GaussianBlur(3))
    frame.paste(sh, (x + 3, y + 4), sh)
    frame.paste(lab, (x, y), lab)


def choose_damage(rng, kind, crop):
    """A set of damages; receipts and small crops get gentler blur so every price stays legible."""
    pool = ["blur", "noise", "light", "jpeg", "rot", "persp"]
    k = rng.choice([0, 1, 1, 2, 2, 2, 3])
    ds = set(rng.sample(pool, k))
    return ds


def finish(rng, nrng, im, damages, kind, crop, rot_done):
    """Photometric damage on the whole frame; returns (image, damage-description parts)."""
    desc = list(rot_done)
    a = np.asarray(im.convert("RGB")).astype(np.float32)
    if "light" in damages:
        s = rng.uniform(0.3, 0.55)
        a = light_unevenness(nrng, a, s)
        desc.append("light%.2f" % s)
    if "noise" in damages:
        s = rng.uniform(3, 9)
        a = a + nrng.normal(0, s, a.shape)
        desc.append("noise%d" % s)
    im = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))
    if "blur" in damages:
        r = rng.uniform(0.5, 1.0) if (crop or kind == "receipt") else rng.uniform(0.7, 1.5)
        im = im.filter(ImageFilter.GaussianBlur(r))
        desc.append("blur%.1f" % r)
    if "jpeg" in damages:
        q = rng.randint(30, 50) if kind != "receipt" else rng.randint(45, 60)
        buf = io.BytesIO()
        im.save(buf, "JPEG", quality=q)
        im = Image.open(io.BytesIO(buf.getvalue())).convert("RGB")
        desc.append("jpeg%d" % q)
    return im, "+".join(desc) or "clean"


def compose(rng, nrng, lab, kind, crop, damages, min_px, bg_style=None):
    """Put a label into a camera frame (or a tight crop).  min_px: smallest price font size in the label.
    Returns image and damage string."""
    dense = kind in ("menu", "receipt")  # rows must stay straight enough to pair names with prices
    rot = rng.uniform(-5, 5) * (0.3 if dense else 1) if "rot" in damages else 0.0
    persp = rng.uniform(0.03, 0.07) * (0.45 if dense else 1) if "persp" in damages else 0.0
    desc = []
    if rot:
        desc.append("rot%+.1f" % rot)
    if persp:
        desc.append("persp%.2f" % persp)
    wl = warp_label(rng, lab, rot, persp)
    if crop:
        m = int(max(lab.size) * rng.uniform(0.04, 0.10))
        bg, style = background(rng, nrng, wl.width + 2 * m, wl.height + 2 * m, bg_style)
        shadow_paste(bg, wl, m, m)
        # final width 120-300 px, but the smallest price must keep >= 12 px font size
        need = bg.width * 13.0 / min_px
        tw = int(min(300, max(rng.randint(120, 300), need)))
        scale = tw / bg.width
        im = bg.resize((tw, max(1, int(bg.height * scale))), Image.LANCZOS)
    else:
        bg, style = background(rng, nrng, W, H, bg_style)
        maxw, maxh = W - 30, H - 30
        lo = max(14.0 / min_px, 0.45)
        hi = min(maxw / wl.width, maxh / wl.height)
        s = min(hi, max(lo, rng.uniform(0.55, 0.95) * hi if kind not in ("menu", "receipt") else rng.uniform(0.88, 1.0) * hi))
        wl = wl.resize((max(1, int(wl.width * s)), max(1, int(wl.height * s))), Image.LANCZOS)
        x = rng.randint(10, max(10, W - wl.width - 10))
        y = rng.randint(10, max(10, H - wl.height - 10))
        shadow_paste(bg, wl, x, y)
        im = bg
        scale = s
    im, dmg = finish(rng, nrng, im, damages, kind, crop, desc)
    return im, dmg, min_px * scale


# ---------------------------------------------------------------- scenes
def scene_tag(rng, nrng, half, fmt, crop=False):
    lang = FMT_LANG[fmt]
    scheme_name = rng.choice(list(SCHEMES))
    if fmt == "jp_bare":
        scheme_name = rng.choice(["white", "yellow", "red", "white"])
    bg, fg, fg2, pol = SCHEMES[scheme_name]
    role = "serif" if scheme_name == "serif-red" or rng.random() < 0.15 else "sans"
    pspec = pick_font(rng, half, role, "0123456789.,")
    nspec = pick_font(rng, half, lang) if lang in CJK else pick_font(rng, half, rng.choice(["text", "sans"]))
    sspec = pick_font(rng, half, "text")
    p = make_price(rng, fmt, small_sym=rng.random() < 0.5)
    prices = [p]
    used = {pspec, nspec}
    distract = []
    LW = rng.randint(360, 520)
    pad = int(LW * 0.05)
    # --- decide the content, then lay it out in zones: header | price | bottom (text left, barcode right)
    banner = rng.random() < 0.3
    bh = int(LW * 0.09) if banner else 0
    name = rng.choice(NAMES[lang])
    nsize = int(LW * rng.uniform(0.05, 0.065))
    extra_line = None
    if fmt == "jp_bare":
        tax = int(int(p.value) * 1.08)
        tp = Price(str(tax), "税込 %d円" % tax, [], "JPY", "jpy_tax")
        prices.append(tp)
        extra_line = ("(税込 %d円)" % tax, tp)
    elif rng.random() < 0.35:
        u = make_unit_price(rng, lang, p)
        if u:
            prices.append(u)
            extra_line = (u.raw, u)
    ssize = max(int(LW * 0.04), 12)
    esize = max(int(LW * (0.062 if crop else 0.048)), 13)  # crops are shrunk to <= 300 px: bigger small prints
    barcode = rng.random() < 0.55
    bw = int(LW * 0.32)
    bar_h = int(LW * 0.08)
    bar_total = bar_h + 2 + max(9, int(bw / 9)) if barcode else 0
    left_total = int(ssize * 1.3) + (int(esize * 1.4) if extra_line else 0)
    reserve = max(left_total, bar_total) + pad // 2
    y_price = (bh + pad // 2 if banner else pad) + int(nsize * 1.35)
    ph = int(LW * rng.uniform(0.2, 0.3))
    LH = y_price + ph + reserve + pad
    lab = Image.new("RGB", (LW, LH), bg)
    d = ImageDraw.Draw(lab)
    y = pad
    if banner:
        btxt = rng.choice(BANNER[lang])
        bspec = pick_font(rng, half, lang) if lang in CJK else pick_font(rng, half, "sans", btxt)
        used.add(bspec)
        bcol = (200, 20, 30) if scheme_name not in ("red", "serif-red") else (255, 210, 0)
        tcol = (255, 255, 255) if bcol[0] == 200 else (20, 20, 20)
        d.rectangle([0, 0, LW, bh], fill=bcol)
        d.text((pad, bh / 2), btxt, font=font(bspec, bh * 0.7), fill=tcol, anchor="lm")
        y = bh + pad // 2
    d.text((pad, y), name, font=font(nspec, nsize), fill=fg2 if rng.random() < 0.5 else fg, anchor="lt")
    # main price: as large as fits in its zone
    size = ph * 1.35
    yen_mark = fmt == "jp_bare" and rng.random() < 0.5
    jspec = pick_font(rng, half, "ja")

    def runs(sz):
        r = price_runs(half, p, pspec, sz)
        if yen_mark:
            r.add("円", jspec, sz * 0.3)
        return r
    pr = runs(size)
    while pr.width() > LW - 2 * pad or pr.height() > ph * 0.92:
        size *= 0.95
        pr = runs(size)
    used |= pr.fonts()
    x0 = LW - pad - pr.width() if rng.random() < 0.6 else pad
    base = y_price + ph - (ph - pr.height()) // 2
    pr.draw(d, x0, base, fg)
    min_px = pr.min_size()
    bottom = LH - pad
    if barcode:
        code = ean(rng)
        used.add(sspec)
        draw_barcode(d, LW - pad - bw, LH - pad - bar_total, bw, bar_h, code, rng, fg, sspec, half)
        distract.append(code)
    if extra_line:
        txt, ep = extra_line
        es = seg_font(half, sspec if ep.fmt != "jpy_tax" else jspec, txt)
        used.add(es)
        d.text((pad, bottom), txt, font=font(es, esize), fill=fg, anchor="ls")
        min_px = min(min_px, esize)
        bottom -= int(esize * 1.4)
    xx = pad
    xmax = LW - pad - (bw + pad if barcode else 0)
    for _ in range(rng.randint(1, 2)):
        t = distractor(rng, lang)
        f = font(seg_font(half, sspec, t), ssize)
        used.add(sspec)
        if xx + f.getlength(t) > xmax:
            break
        d.text((xx, bottom), t, font=f, fill=fg2, anchor="ls")
        xx += f.getlength(t) + ssize
        distract.append(t)
    lab = frame_border(lab, rng, scheme_name)
    return lab, prices, pspec, used, pol, scheme_name, distract, min_px


def frame_border(lab, rng, scheme):
    if rng.random() < 0.5:
        d = ImageDraw.Draw(lab)
        c = tuple(int(v * 0.75) for v in SCHEMES[scheme][0]) if scheme in SCHEMES else (120, 120, 120)
        d.rectangle([0, 0, lab.width - 1, lab.height - 1], outline=c, width=2)
    return lab


def make_unit_price(rng, lang, p):
    """A unit price or deposit line (a price, never the key one), roughly consistent with the price."""
    base = float(p.value) * rng.choice([1.25, 2, 2.5, 4, 5, 10]) if p.value else rng.uniform(10, 200)
    if lang == "no":
        k = rng.choice(["prkg", "perkg", "pant"])
        if k == "pant":
            v = rng.choice(["2.00", "2.50", "3.00"])
            return Price(v, "+ pant %s" % v, [], "NOK", "pant")
        if k == "prkg":
            v = "%.1f" % base
            return Price(v, "Pr/kg %s" % v, [], "NOK", "unit")
        v = "%.2f" % base
        return Price(v, "%s /kg" % v, [], "NOK", "unit")
    if lang == "de":
        v = "%.2f" % base
        return Price(v, "1 kg = %s €" % v.replace(".", ","), [], "EUR", "unit")
    if lang == "en":
        v = "%.2f" % (base / 2.2)
        return Price(v, "$%s /lb" % v, [], "USD", "unit")
    return None


def scene_epaper(rng, nrng, half, fmt, crop=False):
    g = rng.randint(178, 205)
    tint = rng.choice([(0, 0, 0), (-4, 0, 4), (2, 3, -2)])
    bg = tuple(g + t for t in tint)
    ink = rng.randint(40, 85)
    fg = (ink, ink, ink + 4)
    pol = "dark-on-light"
    red = rng.random() < 0.3
    pspec = pick_font(rng, half, "sans", "0123456789")
    tspec = pick_font(rng, half, "text")
    used = {pspec, tspec}
    p = make_price(rng, fmt, small_sym=True)
    prices = [p]
    LW = rng.randint(400, 520)
    LH = int(LW * rng.uniform(0.45, 0.6))
    lab = Image.new("RGB", (LW, LH), bg)
    d = ImageDraw.Draw(lab)
    pad = int(LW * 0.04)
    name = rng.choice(NAMES["no"] if fmt in ("raised", "nok_pre", "nok_suf") else NAMES["de"])
    nsz = int(LH * 0.1)
    y = pad
    if red:
        d.rectangle([0, 0, LW, int(LH * 0.17)], fill=(170, 40, 40))
        btxt = rng.choice(BANNER["no"])
        d.text((pad, int(LH * 0.085)), btxt, font=font(pspec, LH * 0.12), fill=bg, anchor="lm")
        y = int(LH * 0.2)
    d.text((pad, y), name, font=font(tspec, nsz), fill=fg, anchor="lt")
    y += int(nsz * 1.2)
    sub = distractor(rng, "no", "weight")
    d.text((pad, y), sub, font=font(tspec, nsz * 0.75), fill=fg, anchor="lt")
    distract = [sub]
    # unit price / deposit at the bottom-left (always on e-paper, like the real Norwegian labels)
    u = make_unit_price(rng, "no" if fmt != "eur_suf" else "de", p)
    ssz = max(int(LH * (0.12 if crop else 0.085)), 12)
    uf = font(seg_font(half, tspec, u.raw), ssz)
    d.text((pad, LH - pad), u.raw, font=uf, fill=fg, anchor="ls")
    text_w = uf.getlength(u.raw)
    prices.append(u)
    if u.fmt != "pant" and u.currency == "NOK" and rng.random() < 0.35:
        v = rng.choice(["2.00", "2.50", "3.00"])
        dp = Price(v, "+ pant %s" % v, [], "NOK", "pant")
        d.text((pad, LH - pad - int(ssz * 1.4)), dp.raw, font=font(tspec, ssz), fill=fg, anchor="ls")
        text_w = max(text_w, font(tspec, ssz).getlength(dp.raw))
        prices.append(dp)
    bx = pad + text_w + LW * 0.05
    if rng.random() < 0.5 and bx + LW * 0.2 < LW - pad - LW * 0.1:
        draw_barcode(d, bx, LH - pad - LH * 0.1, LW * 0.2, LH * 0.08, None, rng, fg, tspec, half)
    # big price right, between the name block and the bottom lines
    avail_w = LW * 0.62
    avail_h = LH * 0.46
    size = avail_h * 1.4
    pr = price_runs(half, p, pspec, size)
    while pr.width() > avail_w or pr.height() > avail_h:
        size *= 0.93
        pr = price_runs(half, p, pspec, size)
    used |= pr.fonts()
    base = int(LH * 0.28 + pr.height() + (avail_h - pr.height()) / 2)
    pr.draw(d, LW - pad - pr.width(), base, fg)
    min_px = min(pr.min_size(), ssz)
    if p.currency == "" and rng.random() < 0.4:
        f = font(tspec, LH * 0.09)
        d.text((LW - pad, min(base + LH * 0.1, LH - pad)), "kr", font=f, fill=fg, anchor="rs")
        p.currency = "NOK"
    # e-paper has a plastic bezel
    bez = Image.new("RGB", (LW + 24, LH + 24), (rng.randint(30, 60),) * 3 if rng.random() < 0.5 else (225, 225, 222))
    bez.paste(lab, (12, 12))
    return bez, prices, pspec, used, pol, "epaper-grey" + ("-red" if red else ""), distract, min_px


def scene_lcd(rng, nrng, half, fmt):
    p = make_price(rng, "lcd")
    prices = [p]
    style = rng.choice(["reflective", "reflective", "led-red", "backlit-blue"])
    lspec = rng.choice(FONTS[half]["lcd"])
    tspec = pick_font(rng, half, "text")
    used = {lspec, tspec}
    LW = rng.randint(380, 480)
    LH = int(LW * rng.uniform(0.55, 0.7))
    housing = (235, 235, 232) if rng.random() < 0.6 else (40, 42, 46)
    lab = Image.new("RGB", (LW, LH), housing)
    d = ImageDraw.Draw(lab)
    tcol = (25, 25, 25) if housing[0] > 128 else (235, 235, 235)
    pad = int(LW * 0.05)
    name = rng.choice(NAMES[rng.choice(["no", "en", "de"])])
    nsz = int(LH * 0.1)
    d.text((pad, pad), name, font=font(tspec, nsz), fill=tcol, anchor="lt")
    # the display window
    wx0, wy0, wx1, wy1 = pad, int(pad + nsz * 1.5), LW - pad, int(LH * 0.78)
    if style == "reflective":
        wbg, seg, ghost, pol = (168, 178, 160), (28, 34, 30), 0.09, "dark-on-light"
    elif style == "led-red":
        wbg, seg, ghost, pol = (18, 10, 10), (255, 50, 40), 0.08, "light-on-dark"
    else:
        wbg, seg, ghost, pol = (30, 60, 150), (235, 245, 255), 0.10, "light-on-dark"
    d.rectangle([wx0, wy0, wx1, wy1], fill=wbg)
    txt = p.raw
    ghost_txt = "".join("8" if c.isdigit() else c for c in txt)
    size = (wy1 - wy0) * 0.8
    f = font(lspec, size)
    while f.getlength(ghost_txt) > (wx1 - wx0) * 0.9:
        size *= 0.94
        f = font(lspec, size)
    gcol = tuple(int(wbg[i] * (1 - ghost) + seg[i] * ghost) for i in range(3))
    xr, yb = wx1 - (wx1 - wx0) * 0.05, wy1 - (wy1 - wy0 - size * 0.8) / 2 - size * 0.0
    d.text((xr, yb), ghost_txt, font=f, fill=gcol, anchor="rs")
    d.text((xr, yb), txt, font=f, fill=seg, anchor="rs")
    min_px = size
    ssz = max(int(LH * 0.08), 12)
    distract = []
    if rng.random() < 0.5:
        d.text((wx1, LH - pad), "kr/kg" if rng.random() < 0.5 else "kr", font=font(tspec, ssz), fill=tcol, anchor="rs")
        p.currency = "NOK"
    if rng.random() < 0.6:
        t = distractor(rng, "no", rng.choice(["code", "weight", "date"]))
        d.text((pad, LH - pad), t, font=font(tspec, ssz), fill=tcol, anchor="ls")
        distract.append(t)
    return lab, prices, lspec, used, pol, "lcd-" + style, distract, min_px


MENU_ITEMS = {
    "en": ["Margherita Pizza", "Caesar Salad", "Beef Burger", "Fish & Chips", "Iced Latte", "Tomato Soup",
           "Club Sandwich", "Pad Thai", "Chicken Wings", "Apple Pie", "Espresso", "Lemonade", "Nasi Lemak",
           "Mee Goreng", "Roti Canai", "Green Curry", "Mango Sticky Rice", "Croissant", "Pancakes", "Iced Tea"],
    "vi": ["Phở bò tái", "Bún chả Hà Nội", "Cơm tấm sườn", "Bánh mì thịt", "Gỏi cuốn", "Cà phê sữa đá", "Trà đá",
           "Chè ba màu", "Bún bò Huế", "Hủ tiếu Nam Vang", "Bánh xèo", "Nước mía", "Sinh tố bơ", "Mì Quảng",
           "Cơm gà xối mỡ", "Bò lúc lắc", "Canh chua cá", "Bạc xỉu"],
    "zh": ["牛肉麵", "滷肉飯", "珍珠奶茶", "小籠包", "蚵仔煎", "雞排", "水餃", "豆花", "炒飯", "酸辣湯", "蔥油餅",
           "鹹酥雞", "米粉湯", "排骨便當", "擔仔麵", "紅茶拿鐵", "芒果冰", "蘿蔔糕"],
    "ja": ["醤油ラーメン", "味噌ラーメン", "とんかつ定食", "親子丼", "天ぷらそば", "カレーライス", "餃子", "生ビール",
           "緑茶", "抹茶パフェ", "焼き鳥盛り合わせ", "刺身定食", "きつねうどん", "唐揚げ", "牛丼", "ホットコーヒー"],
    "ko": ["비빔밥", "김치찌개", "불고기", "냉면", "떡볶이", "삼겹살", "된장찌개", "순두부찌개", "갈비탕", "김밥",
           "잡채", "해물파전", "칼국수", "아메리카노"],
}
HOT_POT = {"vi": ["Lẩu thái hải sản", "Lẩu gà lá é", "Lẩu bò nhúng giấm", "Lẩu cá kèo"]}
MENU_TITLE = {"en": ["MENU", "Today's Specials", "Drinks & Food"], "vi": ["THỰC ĐƠN", "MENU", "Quán Ngon"],
              "zh": ["菜單", "價目表", "本店招牌"], "ja": ["お品書き", "メニュー", "本日のおすすめ"],
              "ko": ["메뉴", "차림표", "오늘의 메뉴"]}
MENU_FMTS = {"en": ["usd", "usd_us", "eur_pre", "eur_suf", "myr", "thb"],
             "vi": ["vnd_d", "vnd_text", "vnd_k", "vnd_k"],
             "zh": ["twd_pre", "twd_suf", "twd_bare", "twd_bare"],
             "ja": ["jpy_pre", "jpy_suf", "jp_bare"],
             "ko": ["krw_pre", "krw_suf", "krw_bare"]}
BARE_HEADER = {"zh": ["單位：新台幣元", "價格 (NT$)", "售價／元"], "ja": ["（税込価格・円）", "価格は円（税込）"],
               "ko": ["(단위: 원)", "가격 (원)"]}


def scene_menu(rng, nrng, half, lang, fmt_i):
    fmts = MENU_FMTS[lang]
    fmt = rng.choice(fmts) if lang == "en" else fmts[fmt_i % len(fmts)]
    board = rng.choice(["paper", "paper-cream", "chalk", "blue", "red", "black-yellow"])
    bgcol, fg, fg2, pol = {
        "paper": ((245, 244, 238), (25, 25, 25), (90, 20, 20), "dark-on-light"),
        "paper-cream": ((240, 228, 200), (60, 30, 20), (130, 30, 20), "dark-on-light"),
        "chalk": ((36, 44, 40), (240, 240, 232), (250, 225, 120), "light-on-dark"),
        "blue": ((24, 66, 140), (255, 255, 255), (255, 230, 120), "light-on-dark"),
        "red": ((170, 22, 28), (255, 255, 255), (255, 240, 190), "light-on-dark"),
        "black-yellow": ((20, 20, 22), (250, 218, 50), (255, 255, 255), "light-on-dark"),
    }[board]
    role = lang if lang in CJK else rng.choice(["sans", "text", "serif"])
    items = rng.sample(MENU_ITEMS[lang], rng.randint(5, 8))
    two_sizes = lang in ("zh", "ko") and fmt.endswith("bare") and rng.random() < 0.5
    ranges = lang == "vi" and fmt == "vnd_k" and rng.random() < 0.7
    alltext = "".join(items) + "".join(MENU_TITLE[lang]) + "".join(BARE_HEADER.get(lang, [])) + "".join(HOT_POT.get(lang, []))
    ispec = pick_font(rng, half, role, alltext)
    pspec = ispec if rng.random() < 0.6 else pick_font(rng, half, "sans" if lang not in CJK else lang, "0123456789")
    used = {ispec, pspec}
    LW, LH = rng.randint(520, 600), rng.randint(400, 450)
    lab = Image.new("RGB", (LW, LH), bgcol)
    d = ImageDraw.Draw(lab)
    pad = int(LW * 0.06)
    title = rng.choice(MENU_TITLE[lang])
    tsz = int(LH * 0.09)
    d.text((LW / 2, pad), title, font=font(ispec, tsz), fill=fg2, anchor="mt")
    y = pad + int(tsz * 1.5)
    if fmt.endswith("bare"):
        hdr = rng.choice(BARE_HEADER[lang])
        d.text((LW - pad, y), hdr, font=font(ispec, tsz * 0.42), fill=fg, anchor="rt")
        y += int(tsz * 0.7)
    rows = []
    for it in items:
        if two_sizes:
            a = menu_price(rng, fmt)
            b_val = int(a.value) + (10 if lang == "zh" else 2000) * rng.randint(1, 2)
            b = Price(str(b_val), group(b_val, ","), [(group(b_val, ","), 1, False)], a.currency, fmt)
            rows.append((it, [a, b]))
        else:
            rows.append((it, [menu_price(rng, fmt)]))
    if ranges:
        k = rng.randint(1, 2)
        for hp in rng.sample(HOT_POT["vi"], k):
            lo = pick_int(rng, 120, 250, 10)
            hi = lo + pick_int(rng, 50, 200, 10)
            a = Price(str(lo * 1000), "%dk" % lo, [], "VND", "vnd_range")
            b = Price(str(hi * 1000), "%dk" % hi, [], "VND", "vnd_range")
            rows.insert(rng.randint(0, len(rows)), (hp, [a, b]))
    n = len(rows)
    foot_h = int(LH * 0.08)
    row_h = (LH - y - pad - foot_h) / n
    isz = min(int(row_h * 0.66), int(LH * 0.085))
    code_items = rng.random() < 0.3
    if two_sizes:
        y += int(LH * 0.05)
        col_lbl = ("中", "大") if lang == "zh" else ("보통", "곱빼기")
        xb = LW - pad
        xa = LW - pad - int(LW * 0.2)
        d.text((xa, y - 2), col_lbl[0], font=font(ispec, isz * 0.7), fill=fg2, anchor="rb")
        d.text((xb, y - 2), col_lbl[1], font=font(ispec, isz * 0.7), fill=fg2, anchor="rb")
    prices, distract = [], []
    for i, (it, ps) in enumerate(rows):
        base = y + row_h * (i + 0.75)
        name = ("%s%d. " % (rng.choice("AB"), i + 1) if code_items else "") + it
        if code_items:
            distract.append(name.split(" ")[0])
        d.text((pad, base), name, font=font(ispec, isz), fill=fg, anchor="ls")
        if len(ps) == 2 and not two_sizes:
            r = Runs(half).add("%s-%s" % (ps[0].raw, ps[1].raw), pspec, isz)
            r.draw(d, LW - pad - r.width(), base, fg)
        elif two_sizes:
            for p, xr in zip(ps, (LW - pad - int(LW * 0.2), LW - pad)):
                r = price_runs(half, p, pspec, isz)
                r.draw(d, xr - r.width(), base, fg)
        else:
            r = price_runs(half, ps[0], pspec, isz)
            used |= r.fonts()
            r.draw(d, LW - pad - r.width(), base, fg)
            if rng.random() < 0.5:  # dot leaders
                x0 = pad + font(ispec, isz).getlength(name) + isz * 0.4
                x1 = LW - pad - r.width() - isz * 0.4
                dots = "." * max(0, int((x1 - x0) / (isz * 0.35)))
                if dots:
                    d.text((x0, base), dots, font=font(ispec, isz * 0.7), fill=fg, anchor="ls")
        prices.extend(ps)
    ftxt = {"en": lambda: rng.choice(["Open %02d:%s-%02d:00" % (rng.randint(6, 11), rng.choice(["00", "30"]), rng.randint(17, 23)),
                                      "Tel %s" % distractor(rng, lang, "phone"), "Service charge 10%"]),
            "vi": lambda: rng.choice(["ĐT: %s" % distractor(rng, lang, "phone"), "Giờ mở cửa %s - %s" % ("06:00", "22:00"),
                                      "Wi-Fi: 88889999", "Giá chưa gồm VAT 10%"]),
            "zh": lambda: rng.choice(["電話 %s" % distractor(rng, lang, "phone"), "營業時間 11:00-21:00", "外帶 9折"]),
            "ja": lambda: rng.choice(["営業時間 11:30～22:00", "TEL %s" % distractor(rng, lang, "phone"), "ランチ 11:00-14:00"]),
            "ko": lambda: rng.choice(["영업시간 10:00-21:00", "전화 02-%04d-%04d" % (rng.randint(1000, 9999), rng.randint(1000, 9999))])}[lang]()
    fs = seg_font(half, ispec, ftxt)
    used.add(fs)
    d.text((LW / 2, LH - pad * 0.6), ftxt, font=font(fs, max(12, isz * 0.6)), fill=fg2, anchor="ms")
    distract.append(ftxt)
    cur = prices[0].currency if prices[0].fmt not in ("twd_bare", "jp_bare", "krw_bare") else prices[0].currency
    return lab, prices, pspec, used, pol, "menu-" + board, distract, isz, cur, fmt


RECEIPT = {
    "en": dict(items=["MILK 2%", "BREAD WHEAT", "BANANAS", "EGGS LARGE", "COFFEE", "CHEESE SLICES", "APPLES",
                      "CEREAL", "YOGURT", "ORANGE JUICE", "PASTA", "TOMATO SAUCE"],
               total=["TOTAL", "TOTAL DUE", "BALANCE DUE"], cash=("CASH", "CHANGE"), dec=".", cur="USD",
               totfmt=lambda s: "$" + s, head=["SUPER SAVER #214", "CORNER MARKET"]),
    "de": dict(items=["Vollmilch 3,5%", "Brötchen", "Bananen", "Butter", "Kaffee Bohnen", "Gouda", "Äpfel",
                      "Joghurt", "Mineralwasser", "Nudeln", "Tomaten", "Pfand"],
               total=["SUMME", "SUMME EUR", "Zu zahlen"], cash=("BAR", "Rückgeld"), dec=",", cur="EUR",
               totfmt=lambda s: s, head=["Frischmarkt GmbH", "Bäckerei Schmidt"]),
    "ja": dict(items=["おにぎり 鮭", "緑茶", "牛乳", "食パン", "バナナ", "唐揚げ弁当", "ヨーグルト", "缶コーヒー",
                      "カップ麺", "サラダ", "豆腐", "納豆"],
               total=["合計", "お買上げ合計"], cash=("お預り", "お釣り"), dec=None, cur="JPY",
               totfmt=lambda s: "¥" + s, head=["ファミリーストア 駅前店", "まいにちマート"]),
    "vi": dict(items=["Cà phê sữa đá", "Bánh mì thịt", "Nước suối", "Phở bò", "Trà sữa", "Sữa chua", "Mì gói",
                      "Nước ngọt", "Bánh bao", "Xôi gà", "Chè đậu", "Gỏi cuốn"],
               total=["Tổng cộng", "TỔNG CỘNG", "Thành tiền"], cash=("Tiền khách đưa", "Tiền thối"), dec=None,
               cur="VND", totfmt=lambda s: s + "đ", head=["QUÁN CƠM NHÀ LÀM", "CỬA HÀNG TIỆN LỢI"]),
    "zh": dict(items=["鮮乳", "茶葉蛋", "御飯糰", "綠茶", "麵包", "關東煮", "咖啡拿鐵", "洋芋片", "豆漿", "便當",
                      "衛生紙", "礦泉水"],
               total=["合計", "總計", "應付金額"], cash=("現金", "找零"), dec=None, cur="TWD",
               totfmt=lambda s: "NT$" + s, head=["全家便利商店", "好鄰居超市"]),
    "ko": dict(items=["바나나우유", "삼각김밥", "생수", "컵라면", "커피", "과자", "두부", "우유", "계란", "김치"],
               total=["합계", "총액", "받을금액"], cash=("현금", "거스름돈"), dec=None, cur="KRW",
               totfmt=lambda s: s + "원", head=["행복마트", "동네편의점"]),
    "no": dict(items=["Lettmelk", "Grovbrød", "Bananer", "Norvegia", "Kaffe", "Egg 12 stk", "Epler", "Brunost",
                      "Yoghurt", "Pant"],
               total=["TOTALT", "Å BETALE", "SUM"], cash=("KONTANT", "TILBAKE"), dec=",", cur="NOK",
               totfmt=lambda s: "kr " + s, head=["KIWI Majorstuen", "Nærbutikken"]),
}


def receipt_amount(rng, lang):
    """cents (int) and printed string for one receipt line."""
    if lang in ("ja", "zh"):
        n = rng.choice([pick_int(rng, 20, 480, 5) if lang == "zh" else pick_int(rng, 98, 698, 10) - 2])
        return n * 100, group(n, ",")
    if lang == "ko":
        n = pick_int(rng, 800, 9800, 100)
        return n * 100, group(n, ",")
    if lang == "vi":
        n = pick_int(rng, 8000, 65000, 1000)
        return n * 100, group(n, ".")
    c = rng.randint(49, 1299)
    return c, "%d%s%02d" % (c // 100, RECEIPT[lang]["dec"], c % 100)


def fmt_amount(lang, cents):
    if RECEIPT[lang]["dec"] is None:
        n = cents // 100
        return str(n), group(n, "." if lang == "vi" else ",")
    return "%d.%02d" % (cents // 100, cents % 100), "%d%s%02d" % (cents // 100, RECEIPT[lang]["dec"], cents % 100)


def scene_receipt(rng, nrng, half, lang):
    R = RECEIPT[lang]
    alltext = "".join(R["items"]) + "".join(R["total"]) + "".join(R["cash"]) + "".join(R["head"]) + "¥₩đ€$"
    role = lang if lang in CJK else ("mono" if rng.random() < 0.6 else "text")
    spec = pick_font(rng, half, role, alltext)
    used = {spec}
    LW = rng.randint(300, 360)
    items = rng.sample(R["items"], rng.randint(4, 7))
    lines = []  # (left, right, kind)
    prices_items = []
    total = 0
    for it in items:
        qty = rng.random() < 0.25
        c, s = receipt_amount(rng, lang)
        q = rng.randint(2, 4) if qty else 1
        v, raw = fmt_amount(lang, c * q)
        lines.append((it, raw, "item"))
        prices_items.append(Price(v, raw, [], R["cur"], "item"))
        if qty:
            v, raw = fmt_amount(lang, c)
            lines.append(("  %d x %s" % (q, raw), "", "qty"))
            prices_items.append(Price(v, raw, [], R["cur"], "unit"))
        total += c * q
    tv, traw = fmt_amount(lang, total)
    tlabel = rng.choice(R["total"])
    tprint = R["totfmt"](traw) if rng.random() < 0.6 else traw
    key = Price(tv, tprint, [], R["cur"], "total")
    extra = []
    if rng.random() < 0.5:
        step = {"ja": 100000, "zh": 50000, "ko": 1000000, "vi": 10000000}.get(lang, 1000)
        paid = ((total // step) + 1) * step
        pv, praw = fmt_amount(lang, paid)
        cv, craw = fmt_amount(lang, paid - total)
        extra = [Price(pv, praw, [], R["cur"], "cash"), Price(cv, craw, [], R["cur"], "change")]
    d_time = distractor(rng, lang, "time")
    d_date = distractor(rng, lang, "date")
    d_phone = distractor(rng, lang, "phone")
    nline = len(lines) + 7 + (2 if extra else 0)
    fsz = rng.randint(14, 16) + (2 if lang in CJK else 0)
    lh = int(fsz * 1.38)
    LH = lh * nline + 40
    paper = (rng.randint(238, 250), rng.randint(236, 248), rng.randint(228, 240))
    ink = rng.choice([(30, 30, 34), (60, 60, 70), (45, 40, 60)])
    lab = Image.new("RGB", (LW, LH), paper)
    d = ImageDraw.Draw(lab)
    f = font(spec, fsz)
    fb = font(spec, int(fsz * 1.25))
    pad = 16
    y = 20 + lh
    d.text((LW / 2, y), rng.choice(R["head"]), font=f, fill=ink, anchor="ms")
    y += lh
    d.text((LW / 2, y), "Tel " + d_phone, font=f, fill=ink, anchor="ms")
    y += lh
    d.text((pad, y), d_date, font=f, fill=ink, anchor="ls")
    d.text((LW - pad, y), d_time, font=f, fill=ink, anchor="rs")
    y += lh
    for left, right, kind in lines:
        d.text((pad, y), left, font=f, fill=ink, anchor="ls")
        if right:
            d.text((LW - pad, y), right, font=f, fill=ink, anchor="rs")
        y += lh
    d.line([pad, y - lh * 0.6, LW - pad, y - lh * 0.6], fill=ink, width=1)
    y += int(lh * 0.3)
    tspec = seg_font(half, spec, tlabel + tprint)
    used.add(tspec)
    d.text((pad, y), tlabel, font=font(tspec, int(fsz * 1.25)), fill=ink, anchor="ls")
    d.text((LW - pad, y), tprint, font=font(tspec, int(fsz * 1.25)), fill=ink, anchor="rs")
    y += int(lh * 1.3)
    if extra:
        for lbl, p in zip(R["cash"], extra):
            d.text((pad, y), lbl, font=f, fill=ink, anchor="ls")
            d.text((LW - pad, y), p.raw, font=f, fill=ink, anchor="rs")
            y += lh
    no = "No. %04d" % rng.randint(1, 9999)
    d.text((LW / 2, y), no, font=f, fill=ink, anchor="ms")
    # thermal fade: slight horizontal banding
    a = np.asarray(lab).astype(np.float32)
    band = 1 + 0.012 * np.sin(np.arange(LH) / rng.uniform(4, 9))[:, None, None]
    lab = Image.fromarray(np.clip(a * band, 0, 255).astype(np.uint8))
    prices = [key] + prices_items + extra
    distract = [d_phone, d_date, d_time, no]
    return lab, prices, spec, used, "dark-on-light", "receipt-thermal", distract, fsz


# ---------------------------------------------------------------- schedule
TAG_FMTS = ["jpy_pre", "jpy_suf", "usd", "usd_us", "eur_pre", "eur_suf", "twd_pre", "twd_suf", "krw_pre",
            "krw_suf", "vnd_d", "vnd_text", "vnd_k", "nok_pre", "nok_suf", "dash", "raised", "jp_bare", "myr", "thb"]
EPAPER_FMTS = ["raised", "raised", "nok_suf", "raised", "nok_pre", "eur_suf"]
MENU_LANGS = ["vi", "zh", "ja", "ko", "en", "vi", "zh"]
RECEIPT_LANGS = ["en", "de", "ja", "vi", "zh", "ko", "no"]


def schedule():
    """Per half: 40 tags, 20 e-paper, 16 LCD, 24 menus, 20 receipts = 120 images."""
    out = [("tag", f) for f in TAG_FMTS * 2]
    out += [("epaper", EPAPER_FMTS[i % len(EPAPER_FMTS)]) for i in range(20)]
    out += [("lcd", "lcd") for _ in range(16)]
    out += [("menu", (MENU_LANGS[i % len(MENU_LANGS)], i // len(MENU_LANGS))) for i in range(24)]
    out += [("receipt", RECEIPT_LANGS[i % len(RECEIPT_LANGS)]) for i in range(20)]
    return out


def generate(out_dir):
    os.makedirs(out_dir, exist_ok=True)
    rows = []
    fonts_used = {"tune": set(), "check": set()}
    smallest = {}  # smallest price font size (px) in the final image, per (half, kind, crop)
    for half in ("tune", "check"):
        for i, (kind, arg) in enumerate(schedule()):
            rng = random.Random("%s:%d:%d" % (half, SEEDS[half], i))
            nrng = np.random.default_rng(rng.getrandbits(64))
            crop = kind in ("tag", "epaper", "lcd") and i % 3 == 1
            currency = None
            if kind == "tag":
                lab, prices, pspec, used, pol, scheme, distract, min_px = scene_tag(rng, nrng, half, arg, crop)
                fmt = arg
            elif kind == "epaper":
                lab, prices, pspec, used, pol, scheme, distract, min_px = scene_epaper(rng, nrng, half, arg, crop)
                fmt = arg
            elif kind == "lcd":
                lab, prices, pspec, used, pol, scheme, distract, min_px = scene_lcd(rng, nrng, half, arg)
                fmt = "lcd"
            elif kind == "menu":
                lang, k = arg
                lab, prices, pspec, used, pol, scheme, distract, min_px, currency, mfmt = scene_menu(rng, nrng, half, lang, k)
                fmt = "menu-%s-%s" % (lang, mfmt)
            else:
                lab, prices, pspec, used, pol, scheme, distract, min_px = scene_receipt(rng, nrng, half, arg)
                fmt = "receipt-%s" % arg
            damages = choose_damage(rng, kind, crop)
            bg_style = rng.choice(["wood", "wall", "shelf-dark"]) if kind in ("menu", "receipt") else None
            im, dmg, eff_px = compose(rng, nrng, lab, kind, crop, damages, min_px, bg_style)
            smallest[(half, kind, crop)] = min(smallest.get((half, kind, crop), 99), eff_px)
            fonts_used[half] |= {font_name(s) for s in used}
            png = dmg == "clean" and i % 2 == 0
            name = "%s%03d-%s-%s.%s" % (half[0], i, kind, fmt.split(kind + "-", 1)[-1].replace("_", "-"), "png" if png else "jpg")
            path = os.path.join(out_dir, name)
            if png:
                im.save(path, "PNG", optimize=True)
            else:
                im.save(path, "JPEG", quality=85, optimize=True)
            key = "" if kind == "menu" else prices[0].value
            if currency is None:
                currency = prices[0].currency
            other = sorted(font_name(s) for s in used if s != pspec)
            rows.append([name, half, kind, key, ";".join(p.truth() for p in prices), currency,
                         font_name(pspec), "+".join(other), pol, scheme, fmt, dmg, ";".join(distract),
                         "%dx%d" % im.size])
    assert not (fonts_used["tune"] & fonts_used["check"]), fonts_used["tune"] & fonts_used["check"]
    for r in rows:
        for cell in r:
            assert "\t" not in cell and "\n" not in cell, r
    with open(os.path.join(out_dir, "truth.tsv"), "w", encoding="utf-8") as fh:
        fh.write("\t".join(["image", "half", "kind", "key_price", "prices", "currency", "font", "other_fonts",
                            "polarity", "scheme", "format", "damage", "distractors", "size"]) + "\n")
        for r in rows:
            fh.write("\t".join(r) + "\n")
    for h in ("tune", "check"):
        print(h, "fonts:", " ".join(sorted(fonts_used[h])))
    for k in sorted(smallest):
        print("smallest price font %s %s%s: %.1f px" % (k[0], k[1], " crop" if k[2] else "", smallest[k]))
    print(len(rows), "images")


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    here = os.path.dirname(os.path.abspath(__file__))
    ap.add_argument("--out", default=os.path.join(here, "..", "Tests", "Resources", "wild"))
    ap.add_argument("--seeds", nargs=2, type=int, metavar=("TUNE", "CHECK"),
                    help="draw a fresh set with other seeds (same fonts per half), e.g. 71202612 79202612")
    args = ap.parse_args()
    if args.seeds:
        SEEDS.update({"tune": args.seeds[0], "check": args.seeds[1]})
    generate(os.path.normpath(args.out))
