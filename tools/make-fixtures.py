#!/usr/bin/python3
"""Generate the synthetic price-recognition fixtures (deterministic, seeded).

Writes camera-like frames (mostly 640x480) of price tags and menus to
Tests/Resources/fixtures/ plus one truth file, truth.tsv (format: README.md there).

Reproducible: uses only Debian's python3-pil and python3-numpy and fonts from
fonts-dejavu-core and fonts-noto-cjk; every random choice comes from a generator
seeded with SEED and the image index. Run:  /usr/bin/python3 tools/make-fixtures.py
"""
import argparse
import io
import math
import os
import random

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

SEED = 20251122
DEJAVU = "/usr/share/fonts/truetype/dejavu/"
NOTO = "/usr/share/fonts/opentype/noto/"
LATIN_FONTS = ["DejaVuSans-Bold.ttf", "DejaVuSansCondensed-Bold.ttf", "DejaVuSerif-Bold.ttf",
               "DejaVuSans.ttf", "DejaVuSansMono-Bold.ttf"]
CJK_FONTS = [("NotoSansCJK-Bold.ttc", 0), ("NotoSansCJK-Regular.ttc", 0), ("NotoSerifCJK-Bold.ttc", 0)]
# Colour schemes: (tag background, main text, secondary text)
SCHEMES = {
    "white": ((246, 246, 242), (20, 20, 20), (60, 60, 60)),
    "yellow": ((250, 214, 30), (15, 15, 15), (50, 40, 10)),
    "red": ((206, 32, 38), (250, 250, 250), (255, 230, 230)),
    "red-dark": ((222, 52, 44), (10, 10, 10), (40, 10, 10)),
    "dark": ((28, 30, 34), (245, 245, 245), (200, 200, 200)),
    "green": ((30, 120, 60), (255, 255, 255), (220, 240, 220)),
}
WORDS_EN = ["Organic", "Apple", "Juice", "Green", "Tea", "Butter", "Cookies", "Fresh", "Milk", "Coffee",
            "Beans", "Dark", "Chocolate", "Rice", "Crackers", "Olive", "Oil", "Pasta", "Sauce", "Salmon"]
WORDS_RU = ["Пирожное", "Эклер", "Хлебцы", "ржаные", "Мандарины", "Сыр", "Молоко", "Кефир", "Печенье",
            "овсяное", "Йогурт", "Чай", "зелёный", "Кофе", "молотый"]
MENU_EN = ["Margherita Pizza", "Caesar Salad", "Beef Burger", "Fish & Chips", "Iced Latte", "Tomato Soup",
           "Club Sandwich", "Pad Thai", "Chicken Wings", "Apple Pie", "Espresso", "Lemonade", "Nasi Lemak",
           "Teh Tarik", "Bibimbap", "Kimchi Stew", "Mango Shake", "Croissant"]
MENU_JA = ["醤油ラーメン", "味噌ラーメン", "とんかつ定食", "親子丼", "天ぷらそば", "カレーライス", "餃子",
           "生ビール", "緑茶", "抹茶パフェ", "焼き鳥盛り合わせ", "刺身定食", "うどん", "唐揚げ"]
MENU_ZH = ["牛肉麵", "滷肉飯", "珍珠奶茶", "小籠包", "蚵仔煎", "雞排", "水餃", "豆花", "炒飯", "酸辣湯"]
MENU_KO = ["비빔밥", "김치찌개", "불고기", "냉면", "떡볶이", "삼겹살", "된장찌개", "순두부"]


def font(name, size, index=0):
    path = (NOTO if name.endswith(".ttc") else DEJAVU) + name
    return ImageFont.truetype(path, size, index=index)


# ---------------------------------------------------------------- price formats
def thousands(n, sep=","):
    s = f"{n:d}"
    out = ""
    while len(s) > 3:
        out = sep + s[-3:] + out
        s = s[:-3]
    return s + out


def make_price(rng, fmt, menu=False):
    """Return (value, raw) for a price in format fmt. value: decimal string with '.'.

    menu=True keeps amounts in the range of dishes (¥100-¥3,000, $3-$60, ...)."""
    if menu and fmt in ("yen", "yen-suffix", "krw", "ntd"):
        n = {"yen": rng.randrange(10, 300) * 10, "yen-suffix": rng.randrange(10, 300) * 10,
             "krw": rng.randrange(6, 60) * 500, "ntd": rng.randrange(3, 60) * 10}[fmt]
        return str(n), {"yen": "¥" + thousands(n), "yen-suffix": thousands(n) + "円", "krw": "₩" + thousands(n),
                        "ntd": "NT$" + thousands(n)}[fmt]
    if menu and fmt in ("usd", "eur", "rm"):
        d, c = rng.randrange(3, 60), rng.choice([0, 50, 95, 90, 25])
        raw = {"usd": f"${d}.{c:02d}", "eur": f"{d},{c:02d} €" if rng.random() < 0.5 else f"€{d},{c:02d}",
               "rm": f"RM{d}.{c:02d}"}[fmt]
        return f"{d}.{c:02d}", raw
    if fmt == "yen":
        n = rng.choice([rng.randrange(1, 100) * 10, rng.randrange(10, 500) * 100, rng.randrange(100, 990) * 10])
        return str(n), "¥" + thousands(n)
    if fmt == "yen-suffix":
        n = rng.choice([rng.randrange(10, 100) * 10, rng.randrange(10, 300) * 100])
        return str(n), thousands(n) + "円"
    if fmt == "usd":
        d, c = rng.randrange(1, 200), rng.choice([99, 49, 95, 0, 25, 79])
        return f"{d}.{c:02d}", f"${d}.{c:02d}"
    if fmt == "eur":
        d, c = rng.choice([rng.randrange(1, 60), rng.randrange(1000, 4000)]), rng.choice([50, 99, 0, 90, 45])
        raw = "€" + thousands(d, ".") + f",{c:02d}"
        if rng.random() < 0.3:
            raw = thousands(d, ".") + f",{c:02d} €"
        return f"{d}.{c:02d}", raw
    if fmt == "krw":
        n = rng.randrange(5, 300) * 500
        return str(n), "₩" + thousands(n)
    if fmt == "ntd":
        n = rng.randrange(3, 250) * 10
        return str(n), "NT$" + thousands(n)
    if fmt == "rm":
        d, c = rng.randrange(2, 90), rng.choice([0, 50, 90, 20])
        return f"{d}.{c:02d}", f"RM{d}.{c:02d}" if rng.random() < 0.7 else f"RM {d}.{c:02d}"
    raise ValueError(fmt)


def is_cjk(text):
    return any(ord(ch) > 0x2E80 for ch in text)


def distractor(rng, kind=None):
    kind = kind or rng.choice(["date", "weight", "time", "percent", "phone", "volume", "code", "count"])
    if kind == "date":
        y, m, d = rng.choice([2023, 2024, 2025]), rng.randrange(1, 13), rng.randrange(1, 29)
        return rng.choice([f"{y}/{m:02d}/{d:02d}", f"{d:02d}.{m:02d}.{y}", f"{y}-{m:02d}-{d:02d}"])
    if kind == "weight":
        return rng.choice([f"{rng.randrange(50, 999)} g", f"{rng.randrange(50, 999)}g", f"{rng.randrange(1, 5)}.{rng.randrange(1, 9)} kg",
                           f"{rng.randrange(100, 950)}г"])
    if kind == "volume":
        return rng.choice([f"{rng.randrange(2, 20) * 50} ml", f"{rng.randrange(1, 3)}.{rng.randrange(0, 9)} L", f"{rng.randrange(2, 20) * 50}ml"])
    if kind == "time":
        return f"{rng.randrange(7, 12)}:{rng.choice(['00', '30'])}-{rng.randrange(18, 24)}:{rng.choice(['00', '30'])}"
    if kind == "percent":
        return rng.choice([f"-{rng.randrange(1, 8) * 5}%", f"{rng.randrange(1, 8) * 5}% OFF", f"{rng.choice([8, 10])}%"])
    if kind == "phone":
        return rng.choice([f"03-{rng.randrange(1000, 9999)}-{rng.randrange(1000, 9999)}",
                           f"+7 495 {rng.randrange(100, 999)}-{rng.randrange(10, 99)}-{rng.randrange(10, 99)}",
                           f"(02) {rng.randrange(2000, 2999)} {rng.randrange(1000, 9999)}"])
    if kind == "code":
        return f"{rng.randrange(10**6, 10**7)}"
    if kind == "count":
        return rng.choice([f"{rng.randrange(2, 24)} pcs", f"x{rng.randrange(2, 12)}", f"{rng.randrange(2, 12)} шт"])
    raise ValueError(kind)


# ---------------------------------------------------------------- drawing helpers
def background(rng, w, h):
    """A cluttered, camera-like scene: gradient, shelves, random blocks."""
    base = np.array([rng.randrange(40, 200) for _ in range(3)], dtype=np.float32)
    top = np.array([rng.randrange(40, 220) for _ in range(3)], dtype=np.float32)
    t = np.linspace(0, 1, h, dtype=np.float32)[:, None, None]
    arr = (top * (1 - t) + base * t) * np.ones((h, w, 3), np.float32)
    img = Image.fromarray(arr.clip(0, 255).astype(np.uint8))
    d = ImageDraw.Draw(img)
    for _ in range(rng.randrange(3, 9)):
        x, y = rng.randrange(-50, w), rng.randrange(-50, h)
        col = tuple(rng.randrange(0, 256) for _ in range(3))
        d.rectangle([x, y, x + rng.randrange(30, 250), y + rng.randrange(20, 160)], fill=col)
    for _ in range(rng.randrange(0, 3)):  # shelf rails
        y = rng.randrange(0, h)
        d.rectangle([0, y, w, y + rng.randrange(6, 20)], fill=(rng.randrange(120, 200),) * 3)
    return img


def text_size(f, s):
    b = f.getbbox(s)
    return b[2] - b[0], b[3] - b[1]


def draw_barcode(rng, d, x, y, w, h, fg, bg, digits_font):
    d.rectangle([x - 4, y - 4, x + w + 4, y + h + 22], fill=bg)
    cx = x
    while cx < x + w:
        bw = rng.choice([1, 1, 2, 2, 3])
        if rng.random() < 0.55:
            d.rectangle([cx, y, cx + bw - 1, y + h], fill=fg)
        cx += bw
    code = "".join(str(rng.randrange(10)) for _ in range(13))
    d.text((x, y + h + 2), code, font=digits_font, fill=fg)
    return code


def fit_font(name, text, max_w, size, index=0):
    f = font(name, size, index)
    while size > 10 and text_size(f, text)[0] > max_w:
        size -= 2
        f = font(name, size, index)
    return f


def has_glyphs(name, text, index=0):
    """False when the font would draw a missing-glyph box for a character of `text`
    (DejaVu Serif Bold has no ₩; a tag never shows a box where its mark is)."""
    f = font(name, 40, index)
    missing = bytes(f.getmask("\U000f0000"))
    return all(bytes(f.getmask(ch)) != missing for ch in text if not ch.isspace())


def price_font_for(rng, raw):
    if is_cjk(raw):
        name, idx = rng.choice(CJK_FONTS[:1] + CJK_FONTS[2:])
        return name, idx
    name = rng.choice(LATIN_FONTS[:3] + LATIN_FONTS[4:])
    return (name if has_glyphs(name, raw) else LATIN_FONTS[0]), 0


# ---------------------------------------------------------------- scenes
def scene_tag(rng, w, h, fmt, scheme):
    """A single shelf tag with one price, a product name and distractors."""
    img = background(rng, w, h)
    d = ImageDraw.Draw(img)
    bg, fg, fg2 = SCHEMES[scheme]
    tw, th = rng.randrange(int(w * 0.5), int(w * 0.85)), rng.randrange(int(h * 0.45), int(h * 0.75))
    x0, y0 = rng.randrange(5, w - tw - 5), rng.randrange(5, h - th - 5)
    d.rectangle([x0, y0, x0 + tw, y0 + th], fill=bg)
    value, raw = make_price(rng, fmt)
    name = " ".join(rng.sample(WORDS_EN, rng.randrange(2, 4)))
    small = font("DejaVuSans.ttf", max(14, th // 14))
    d.text((x0 + 12, y0 + 10), name, font=fit_font("DejaVuSans-Bold.ttf", name, tw - 24, max(16, th // 10)), fill=fg)
    fname, idx = price_font_for(rng, raw)
    pf = fit_font(fname, raw, tw - 30, rng.randrange(int(th * 0.28), int(th * 0.42)), idx)
    pw, ph = text_size(pf, raw)
    px = x0 + (tw - pw) // 2 if rng.random() < 0.5 else x0 + tw - pw - 15
    py = y0 + th // 2 - ph // 2 - pf.getbbox(raw)[1]
    d.text((px, py), raw, font=pf, fill=fg)
    dis = []
    kinds = rng.sample(["date", "weight", "percent", "phone", "time", "volume", "count"], rng.randrange(1, 4))
    ty = y0 + th - small.size - 8
    tx = x0 + 12
    for k in kinds:
        s = distractor(rng, k)
        if tx + text_size(small, s)[0] > x0 + tw - 10:
            break
        d.text((tx, ty), s, font=small, fill=fg2)
        tx += text_size(small, s)[0] + 20
        dis.append(s)
    bx, by = x0 + tw - 170, y0 + 12 + th // 9 + 6
    price_box = d.textbbox((px, py), raw, font=pf)
    if rng.random() < 0.5 and tw > 300:
        # A tag never prints its barcode over the price. A barcode that would land there is drawn
        # off the image, so the random stream (and the damage drawn from it next) stays the same.
        on_price = overlaps((bx - 4, by - 4, bx + 154, by + 52), price_box)
        code = draw_barcode(rng, ImageDraw.Draw(Image.new("RGB", (1, 1))) if on_price else d, bx, by, 150, 30,
                            (0, 0, 0), (255, 255, 255), font("DejaVuSansMono.ttf", 13))
        if not on_price:
            dis.append(code)
    return img, [(value, raw)], dis


def overlaps(a, b):
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def draw_super_price(d, x, y_top, rub, kop, big, sub, fg, unit=None, unit_font=None):
    """Large integer + small raised cents; returns right edge."""
    bb = big.getbbox(rub)
    d.text((x - bb[0], y_top - bb[1]), rub, font=big, fill=fg)
    x2 = x + bb[2] - bb[0] + max(3, big.size // 14)
    sb = sub.getbbox(kop)
    d.text((x2 - sb[0], y_top - sb[1]), kop, font=sub, fill=fg)
    if unit:
        ub = unit_font.getbbox(unit)
        d.text((x2 - ub[0], y_top + (bb[3] - bb[1]) - (ub[3] - ub[1]) - ub[1]), unit, font=unit_font, fill=fg)
    return x2 + sb[2] - sb[0]


def scene_super(rng, w, h, scheme, card):
    """Russian-style shelf tag: 109 with raised 99, optional regular price '94,99'."""
    img = background(rng, w, h)
    d = ImageDraw.Draw(img)
    bg, fg, fg2 = SCHEMES[scheme]
    tw, th = rng.randrange(int(w * 0.6), int(w * 0.9)), rng.randrange(int(h * 0.45), int(h * 0.7))
    x0, y0 = rng.randrange(5, w - tw - 5), rng.randrange(5, h - th - 5)
    d.rectangle([x0, y0, x0 + tw, y0 + th], fill=bg)
    rub = rng.choice([rng.randrange(29, 999), rng.randrange(29, 999), rng.randrange(1000, 2500)])
    kop = rng.choice([99, 99, 99, 49, 90, 0])
    weight = distractor(rng, "weight")
    name = " ".join(rng.sample(WORDS_RU, 2)) + " " + weight
    nf = fit_font("DejaVuSans-Bold.ttf", name, tw - 24, max(15, th // 11))
    d.text((x0 + 12, y0 + 8), name, font=nf, fill=fg)
    dis = [weight]
    fname = rng.choice(["DejaVuSans-Bold.ttf", "DejaVuSansCondensed-Bold.ttf"])
    rub_s, kop_s = str(rub), f"{kop:02d}"
    size, ratio = rng.randrange(int(th * 0.32), int(th * 0.45)), rng.uniform(0.38, 0.55)
    while True:  # shrink until the price fits in the right 62 % of the tag
        big, sub = font(fname, size), font(fname, int(size * ratio))
        total_w = text_size(big, rub_s)[0] + text_size(sub, kop_s)[0] + 10
        if total_w <= tw * 0.62 or size < 24:
            break
        size -= 3
    unit_font = font("DejaVuSans.ttf", max(11, big.size // 6))
    px = x0 + tw - total_w - rng.randrange(12, 30)
    py = y0 + int(th * 0.25)
    draw_super_price(d, px, py, rub_s, kop_s, big, sub, fg, unit=rng.choice(["РУБ", "руб", None]), unit_font=unit_font)
    prices = [(f"{rub}.{kop:02d}", f"{rub}^{kop_s}")]
    small = font("DejaVuSans.ttf", max(12, th // 18))
    if card:
        reg = rub + rng.randrange(10, 150)
        reg_raw = f"{reg},{kop:02d}"
        lf = font("DejaVuSans.ttf", max(10, th // 22))
        ry = y0 + int(th * 0.62)
        d.text((x0 + 14, ry), "ЦЕНА БЕЗ КАРТЫ", font=lf, fill=fg2)
        rf = fit_font("DejaVuSans-Bold.ttf", reg_raw, px - x0 - 24, max(16, th // 9))
        d.text((x0 + 14, ry + lf.size + 4), reg_raw, font=rf, fill=fg2)
        prices.append((f"{reg}.{kop:02d}", reg_raw))
    date = distractor(rng, "date")
    d.text((x0 + tw - text_size(small, date)[0] - 12, y0 + th - small.size - 8), date, font=small, fill=fg2)
    dis.append(date)
    if rng.random() < 0.7:
        dis.append(draw_barcode(rng, d, x0 + (int(tw * 0.4) if card else 14), y0 + th - 56, 120, 30, (0, 0, 0), (255, 255, 255),
                                font("DejaVuSansMono.ttf", 12)))
    return img, prices, dis


def scene_menu(rng, w, h, lang, dark):
    """A menu board with 5-10 priced items, a title and distractor lines."""
    if dark:
        bgc, fg, fg2 = (rng.randrange(15, 45), rng.randrange(25, 55), rng.randrange(20, 40)), (240, 240, 235), (210, 210, 200)
    else:
        bgc, fg, fg2 = (rng.randrange(230, 252), rng.randrange(222, 245), rng.randrange(200, 235)), (25, 20, 15), (80, 70, 60)
    img = Image.new("RGB", (w, h), bgc)
    d = ImageDraw.Draw(img)
    if lang == "ja":
        items, fmts, cjk = MENU_JA, ["yen", "yen-suffix"], True
        title, extras = "お品書き", [("営業時間 ", "time"), ("TEL ", "phone"), ("税込 ", "percent")]
    elif lang == "zh":
        items, fmts, cjk = MENU_ZH, ["ntd"], True
        title, extras = "菜單", [("營業時間 ", "time"), ("電話 ", "phone")]
    elif lang == "ko":
        items, fmts, cjk = MENU_KO, ["krw"], True
        title, extras = "메뉴", [("영업시간 ", "time"), ("TEL ", "phone")]
    else:
        items, fmts, cjk = MENU_EN, [rng.choice(["usd", "eur", "rm", "usd"])], False
        title, extras = rng.choice(["MENU", "Today's Specials", "Cafe Menu"]), [("Open ", "time"), ("Tel ", "phone"),
                                                                               ("Service charge ", "percent")]
    n = rng.randrange(5, 11)
    margin_top = h // 7
    line_h = (h - margin_top - 50) // n
    size = max(14, int(line_h * rng.uniform(0.5, 0.7)))
    if cjk:
        fname, idx = rng.choice(CJK_FONTS)
    else:
        fname, idx = rng.choice(LATIN_FONTS), 0
    f = font(fname, size, idx)
    tf = font(fname, int(size * 1.4), idx)
    d.text((w // 2 - text_size(tf, title)[0] // 2, 10), title, font=tf, fill=fg)
    prices, used = [], set()
    names = rng.sample(items, min(n, len(items)))
    while len(names) < n:
        names.append(rng.choice(items))
    leaders = rng.random() < 0.4
    x_left, x_right = rng.randrange(20, 60), w - rng.randrange(20, 60)
    fmt = rng.choice(fmts)
    for i, nm in enumerate(names):
        value, raw = make_price(rng, rng.choice(fmts) if lang == "ja" else fmt, menu=True)
        while value in used:
            value, raw = make_price(rng, fmt, menu=True)
        used.add(value)
        y = margin_top + i * line_h
        d.text((x_left, y), nm, font=f, fill=fg)
        pf = f if (cjk or not is_cjk(raw)) else font("NotoSansCJK-Bold.ttc", size)
        if is_cjk(raw) and not cjk:
            pf = font("NotoSansCJK-Bold.ttc", size)
        pw = text_size(pf, raw)[0]
        d.text((x_right - pw, y), raw, font=pf, fill=fg)
        if leaders:
            lx = x_left + text_size(f, nm)[0] + 10
            while lx < x_right - pw - 14:
                d.ellipse([lx, y + size * 0.75, lx + 2, y + size * 0.75 + 2], fill=fg2)
                lx += 8
        prices.append((value, raw))
    dis = []
    sf = font(fname, max(12, size * 2 // 3), idx)
    label, kind = rng.choice(extras)
    s = distractor(rng, kind)
    d.text((x_left, h - sf.size - 12), label + s, font=sf, fill=fg2)
    dis.append(s)
    return img, prices, dis


def scene_noprice(rng, w, h):
    """Labels with only non-price numbers (barcode, dates, weights, phone): nothing may be reported."""
    img = background(rng, w, h)
    d = ImageDraw.Draw(img)
    tw, th = rng.randrange(320, 560), rng.randrange(200, 360)
    x0, y0 = rng.randrange(5, w - tw - 5), rng.randrange(5, h - th - 5)
    d.rectangle([x0, y0, x0 + tw, y0 + th], fill=(245, 245, 240))
    f = font("DejaVuSans-Bold.ttf", rng.randrange(20, 30))
    dis, y = [], y0 + 14
    for k in rng.sample(["date", "weight", "time", "percent", "phone", "volume"], 4):
        s = distractor(rng, k)
        label = {"date": "Best before ", "weight": "Net wt ", "time": "Open ", "percent": "Fat ",
                 "phone": "Tel ", "volume": ""}[k]
        d.text((x0 + 14, y), label + s, font=f, fill=(20, 20, 20))
        dis.append(s)
        y += f.size + 12
    dis.append(draw_barcode(rng, d, x0 + 14, y + 4, min(200, tw - 40), 40, (0, 0, 0), (255, 255, 255),
                            font("DejaVuSansMono.ttf", 14)))
    return img, [], dis


# ---------------------------------------------------------------- camera damage
def perspective_coeffs(dst, src):
    rows, rhs = [], []
    for (x, y), (u, v) in zip(dst, src):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        rhs += [u, v]
    return np.linalg.solve(np.array(rows, float), np.array(rhs, float)).tolist()


def damage(rng, img, kinds):
    """Apply camera-like damage; returns (image, jpeg quality or None, description)."""
    w, h = img.size
    desc, quality = [], None
    if "perspective" in kinds:
        # Each corner moves inward only: a camera tilted at a tag or menu, not one that cuts prices
        # off at the frame's edge (the truth lists every price as readable). Same magnitudes and
        # random stream as a +/- jitter.
        j = 0.09
        src = [(0, 0), (w, 0), (w, h), (0, h)]
        dst = [(x + (1 if x == 0 else -1) * abs(rng.uniform(-j, j)) * w,
                y + (1 if y == 0 else -1) * abs(rng.uniform(-j, j)) * h) for x, y in src]
        img = img.transform((w, h), Image.PERSPECTIVE, perspective_coeffs(dst, src), Image.BICUBIC,
                            fillcolor=(90, 90, 90))
        desc.append("perspective")
    if "rotate" in kinds:
        a = rng.uniform(-6, 6)
        img = img.rotate(a, Image.BICUBIC, fillcolor=(90, 90, 90))
        desc.append(f"rotate{a:+.1f}")
    if "blur" in kinds:
        r = rng.uniform(1.0, 2.2)
        img = img.filter(ImageFilter.GaussianBlur(r))
        desc.append(f"blur{r:.1f}")
    arr = np.asarray(img).astype(np.float32)
    nrng = np.random.default_rng(rng.randrange(2**32))
    if "lowlight" in kinds:
        g = rng.uniform(0.25, 0.45)
        arr = 255 * (arr / 255) ** 1.3 * g
        arr[..., 2] *= 1.1
        arr += nrng.normal(0, 4, arr.shape)
        desc.append(f"lowlight{g:.2f}")
    if "noise" in kinds:
        s = rng.uniform(8, 18)
        arr += nrng.normal(0, s, arr.shape)
        desc.append(f"noise{s:.0f}")
    if "glare" in kinds:
        cx, cy, rad = rng.uniform(0, w), rng.uniform(0, h), rng.uniform(0.2, 0.45) * w
        yy, xx = np.mgrid[0:h, 0:w]
        arr += 140 * np.exp(-((xx - cx) ** 2 + (yy - cy) ** 2) / (2 * rad ** 2))[..., None]
        desc.append("glare")
    img = Image.fromarray(arr.clip(0, 255).astype(np.uint8))
    if "jpeg" in kinds:
        quality = rng.randrange(18, 40)
        desc.append(f"jpeg{quality}")
    return img, quality, "+".join(desc) or "clean"


DAMAGE_CYCLE = [[], ["blur"], ["noise"], ["perspective"], ["lowlight"], ["jpeg"], ["rotate", "noise"],
                ["perspective", "blur", "jpeg"], ["glare"], [], ["lowlight", "jpeg"], ["perspective", "noise"]]


def plan():
    """The fixed list of (kind, params) for every image."""
    jobs = []
    fmts = ["yen", "yen-suffix", "usd", "eur", "krw", "ntd", "rm"]
    schemes = ["white", "yellow", "red", "dark", "red-dark", "white", "green", "yellow"]
    for i in range(60):
        jobs.append(("tag", {"fmt": fmts[i % len(fmts)], "scheme": schemes[i % len(schemes)]}))
    for i in range(28):
        jobs.append(("super", {"scheme": ["white", "yellow", "white", "red-dark"][i % 4], "card": i % 3 == 0}))
    for i in range(34):
        jobs.append(("menu", {"lang": ["en", "ja", "en", "zh", "ja", "ko"][i % 6], "dark": i % 4 == 3}))
    for i in range(8):
        jobs.append(("noprice", {}))
    return jobs


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default=os.path.join(os.path.dirname(__file__), "..", "Tests", "Resources", "fixtures"))
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    rows = []
    for i, (kind, p) in enumerate(plan()):
        rng = random.Random(f"{SEED}:{i}")
        big = i % 10 == 7  # every tenth frame is 1280x720 (HD webcam)
        w, h = (1280, 720) if big else (640, 480)
        if kind == "tag":
            img, prices, dis = scene_tag(rng, w, h, p["fmt"], p["scheme"])
            label = f"tag-{p['fmt']}-{p['scheme']}"
        elif kind == "super":
            img, prices, dis = scene_super(rng, w, h, p["scheme"], p["card"])
            label = f"super-{'card' if p['card'] else 'plain'}-{p['scheme']}"
        elif kind == "menu":
            img, prices, dis = scene_menu(rng, w, h, p["lang"], p["dark"])
            label = f"menu-{p['lang']}-{'dark' if p['dark'] else 'light'}"
        else:
            img, prices, dis = scene_noprice(rng, w, h)
            label = "noprice"
        img, quality, desc = damage(rng, img, DAMAGE_CYCLE[(i * 5 + i // len(DAMAGE_CYCLE)) % len(DAMAGE_CYCLE)])
        name = f"f{i:03d}-{label}"
        if desc == "clean":
            name += ".png"
            img.save(os.path.join(args.out, name), optimize=True)
        else:
            name += ".jpg"
            img.save(os.path.join(args.out, name), quality=quality or 85)
        rows.append((name, ";".join(f"{v}={r}" for v, r in prices), ";".join(dis), label, desc))
    with open(os.path.join(args.out, "truth.tsv"), "w", encoding="utf-8") as fh:
        fh.write("image\tprices\tdistractors\tkind\tdamage\n")
        for r in rows:
            fh.write("\t".join(r) + "\n")
    print(f"wrote {len(rows)} images and truth.tsv to {os.path.normpath(args.out)}")


if __name__ == "__main__":
    main()
