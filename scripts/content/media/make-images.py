#!/usr/bin/env python3
"""Generates the site's fictional sample images (forest carousel, founder
gallery, fellows, crypto joke, OG card, logo) as SVG, rasterised by ImageMagick
and encoded to WebP by ffmpeg, then writes app/content/media.ts. Run from the
repository root: python3 scripts/content/media/make-images.py"""
import json, os, random, re, subprocess, tempfile

ROOT = os.getcwd()
IMG = os.path.join(ROOT, "public/static/images")
TMP = tempfile.mkdtemp()
rnd = random.Random(569)


def sky(w, h, top, bottom):
    """A vertical gradient as stacked translucent bands (ImageMagick's SVG
    renderer has no gradients)."""
    bands = "".join(
        f'<rect width="{w}" height="{h * (1 - k / 8):.0f}" fill="{top}" fill-opacity="0.16"/>' for k in range(8)
    )
    return f'<rect width="{w}" height="{h}" fill="{bottom}"/>{bands}'


CHROMIUM = ["/usr/bin/chromium", "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
            "--disable-background-networking", "--disable-component-update", "--disable-sync", "--hide-scrollbars"]


def raster_chromium(svg, out, w, h, quality=70):
    """For drawings that need full SVG (open paths): a real browser renders them."""
    src, png = os.path.join(TMP, "c.html"), os.path.join(TMP, "c.png")
    open(src, "w").write(f"<html><body style='margin:0'>{svg}</body></html>")
    subprocess.run(CHROMIUM + [f"--screenshot={png}", f"--window-size={w},{h}", f"file://{src}"], check=True, capture_output=True)
    subprocess.run(["ffmpeg", "-loglevel", "error", "-y", "-i", png, "-c:v", "libwebp", "-quality", str(quality), out], check=True)


def raster(svg, out, w, h, quality=70, fmt="webp"):
    # ImageMagick strokes shapes by default; only explicit strokes are wanted.
    svg = re.sub(r"<(rect|circle|ellipse|polygon)(?![^>]*stroke=)", r'<\1 stroke="none"', svg)
    src = os.path.join(TMP, "x.svg")
    png = os.path.join(TMP, "x.png")
    open(src, "w").write(svg)
    subprocess.run(["/usr/bin/convert", "-background", "none", "-density", "96", src, "-resize", f"{w}x{h}!", png], check=True)
    os.makedirs(os.path.dirname(out), exist_ok=True)
    if fmt == "png":
        subprocess.run(["/usr/bin/convert", png, "-strip", "-colors", "128", out], check=True)
    else:
        subprocess.run(["ffmpeg", "-loglevel", "error", "-y", "-i", png, "-c:v", "libwebp", "-quality", str(quality), out], check=True)


def hills(w, h, base, colours, jag=0.08):
    parts = []
    for i, c in enumerate(colours):
        y0 = base + i * h * 0.09
        pts = [f"0,{h}"]
        x = 0
        while x <= w:
            pts.append(f"{x:.0f},{y0 + rnd.uniform(-jag, jag) * h:.0f}")
            x += w / 12
        pts.append(f"{w},{h}")
        parts.append(f'<polygon points="{" ".join(pts)}" fill="{c}" stroke="none"/>')
    return "".join(parts)


def pines(w, h, n, ybase, colour, scale):
    out = []
    for _ in range(n):
        x = rnd.uniform(0, w)
        s = rnd.uniform(0.6, 1.2) * scale
        y = ybase + rnd.uniform(-0.03, 0.06) * h
        out.append(f'<polygon points="{x:.0f},{y - 3 * s:.0f} {x - s:.0f},{y:.0f} {x + s:.0f},{y:.0f}" fill="{colour}" stroke="none"/>')
    return "".join(out)


def forest(i, w=1200, h=675):
    skies = [("#c9e4d6", "#f6f1dc"), ("#9cc6d8", "#e8f0e6"), ("#f2c7a5", "#fbe9d0"), ("#b7c9e8", "#eef2f7"), ("#d5e8c4", "#fdf7e3")]
    top, bottom = skies[i % len(skies)]
    greens = ["#5f8f6e", "#3f6f52", "#285740", "#173c2b"]
    svg = f'''<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">
{sky(w, h, top, bottom)}
<circle cx="{rnd.uniform(0.15, 0.85) * w:.0f}" cy="{0.22 * h:.0f}" r="{0.07 * h:.0f}" fill="#fff6d8" opacity="0.9"/>
{hills(w, h, 0.45 * h, greens[:2])}
{pines(w, h, 40, 0.62 * h, greens[2], 22)}
{hills(w, h, 0.72 * h, greens[2:3], 0.03)}
{pines(w, h, 28, 0.86 * h, greens[3], 40)}
</svg>'''
    return svg


def landscape(i, w, h):
    hue = rnd.randint(0, 359)
    sky1 = f"hsl({hue},45%,78%)"
    sky2 = f"hsl({(hue + 40) % 360},55%,90%)"
    layers = [f"hsl({(hue + 180 + k * 12) % 360},{30 + k * 8}%,{55 - k * 12}%)" for k in range(3)]
    sun = f'<circle cx="{rnd.uniform(0.2, 0.8) * w:.0f}" cy="{rnd.uniform(0.15, 0.35) * h:.0f}" r="{rnd.uniform(0.05, 0.1) * min(w, h):.0f}" fill="hsl({(hue + 20) % 360},80%,92%)"/>'
    water = "" if i % 3 else f'<rect y="{0.8 * h:.0f}" width="{w}" height="{0.2 * h:.0f}" fill="hsl({(hue + 200) % 360},35%,45%)" opacity="0.8"/>'
    return f'''<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">
{sky(w, h, sky1, sky2)}{sun}{hills(w, h, 0.5 * h, layers, 0.12)}{water}</svg>'''


def portrait(i, w, h, hue):
    return f'''<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">
<rect width="{w}" height="{h}" fill="hsl({hue},30%,86%)"/>
<circle cx="{w / 2}" cy="{h * 0.38}" r="{w * 0.2}" fill="hsl({hue},25%,42%)"/>
<ellipse cx="{w / 2}" cy="{h * 1.02}" rx="{w * 0.42}" ry="{h * 0.4}" fill="hsl({hue},25%,42%)"/></svg>'''


manifest = {}

forest_assets = []
names = ["Morning mist over a pine ridge", "Old-growth spruce at midday", "Evening light on a replanted slope", "Blue hour above a boreal valley", "Spring canopy after restoration"]
for i in range(5):
    svg = forest(i)
    big, small = f"forest/forest-{i + 1}.webp", f"forest/forest-{i + 1}-600.webp"
    raster(svg, os.path.join(IMG, big), 1200, 675, 68)
    raster(svg, os.path.join(IMG, small), 600, 338, 65)
    forest_assets.append({"src": f"/static/images/{big}", "srcMobile": f"/static/images/{small}", "width": 1200, "height": 675, "alt": f"Illustration: {names[i].lower()} (sample image)"})

gallery = []
for i in range(40):
    w, h = (600, 800) if i % 2 == 0 else (800, 600)
    name = f"founder/founder-{i + 1:02d}.webp"
    raster(landscape(i, w, h), os.path.join(IMG, name), w, h, 55)
    gallery.append({"src": f"/static/images/{name}", "width": w, "height": h, "alt": f"Photo-art study {i + 1} by the founder (sample image)"})

raster(portrait(0, 600, 800, 150), os.path.join(IMG, "founder/founder-portrait.webp"), 600, 800, 60)
fellows = []
for i, hue in enumerate([30, 200, 280]):
    name = f"fellows/fellow-{i + 1}.webp"
    raster(portrait(i, 400, 500, hue), os.path.join(IMG, name), 400, 500, 60)
    fellows.append({"src": f"/static/images/{name}", "width": 400, "height": 500, "alt": f"Portrait placeholder for fellow {i + 1}"})

joke = '''<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500">
<rect width="800" height="500" fill="#eaf4fb"/>
<path d="M0 420 C 120 80, 220 80, 300 300 S 480 520, 560 160 S 720 60, 800 260" fill="none" stroke="#8a5a2b" stroke-width="14"/>
<path d="M0 440 C 120 100, 220 100, 300 320 S 480 540, 560 180 S 720 80, 800 280" fill="none" stroke="#8a5a2b" stroke-width="6"/>
<g transform="translate(520 120) rotate(-35)"><ellipse cx="0" cy="0" rx="70" ry="48" fill="#f4a7b9"/><circle cx="58" cy="-8" r="26" fill="#f4a7b9"/>
<circle cx="66" cy="-14" r="4" fill="#222"/><ellipse cx="80" cy="-2" rx="9" ry="7" fill="#e58aa0"/><rect x="-12" y="-50" width="26" height="6" fill="#333"/>
<rect x="-40" y="40" width="12" height="22" fill="#f4a7b9"/><rect x="20" y="40" width="12" height="22" fill="#f4a7b9"/></g>
<text x="40" y="470" font-family="Georgia, serif" font-size="30" fill="#10231c">Wheee… (sample illustration)</text></svg>'''
raster_chromium(joke, os.path.join(IMG, "crypto-joke.webp"), 800, 500, 65)

og = '''<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<rect width="1200" height="630" fill="#0f3d2e"/><rect x="40" y="40" width="1120" height="550" fill="none" stroke="#b8860b" stroke-width="4"/>
<text x="100" y="260" font-family="Georgia, serif" font-size="110" fill="#fbfaf6">Nirvana</text>
<text x="100" y="360" font-family="Georgia, serif" font-size="46" fill="#e6efe9">A neutral AI search engine for finance</text>
<text x="100" y="450" font-family="Georgia, serif" font-size="36" font-style="italic" fill="#d9b45a">How much could I lose?</text></svg>'''
raster(og, os.path.join(IMG, "og-image.png"), 1200, 630, fmt="png")

logo = '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48"><title>Nirvana</title><circle cx="22" cy="24" r="16" fill="none" stroke="#0f3d2e" stroke-width="4"/><circle cx="22" cy="24" r="5" fill="#b8860b"/><text x="46" y="33" font-family="Georgia, serif" font-size="26" fill="#0f3d2e">Nirvana</text></svg>'
open(os.path.join(IMG, "logo.svg"), "w").write(logo)
favicon = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#0f3d2e"/><circle cx="16" cy="16" r="9" fill="none" stroke="#fbfaf6" stroke-width="3"/><circle cx="16" cy="16" r="3" fill="#d9b45a"/></svg>'
open(os.path.join(ROOT, "public/favicon.svg"), "w").write(favicon)

charities = []
for f in sorted(os.listdir(os.path.join(IMG, "charities"))):
    if f.endswith(".svg"):
        name = f[:-4].replace("-", " ").title()
        charities.append({"src": f"/static/images/charities/{f}", "width": 200, "height": 80, "alt": name})

ts = lambda v: json.dumps(v, indent=2, ensure_ascii=False)
media = f'''// Generated by scripts/content/media/make-images.py: sample images made for
// this project. Dimensions match the files so pages reserve space (no layout shift).
export interface ImageAsset {{
  src: string;
  width: number;
  height: number;
  alt: string;
}}

export const CHARITY_LOGOS: ImageAsset[] = {ts(charities)};

export const FOREST_IMAGES: (ImageAsset & {{ srcMobile: string }})[] = {ts(forest_assets)};

export const FOUNDER_GALLERY: ImageAsset[] = {ts(gallery)};

export const FOUNDER_PORTRAIT: ImageAsset = {ts({"src": "/static/images/founder/founder-portrait.webp", "width": 600, "height": 800, "alt": "Abstract portrait of the founder (sample image)"})};

export const CRYPTO_JOKE_IMAGE: ImageAsset = {ts({"src": "/static/images/crypto-joke.webp", "width": 800, "height": 500, "alt": "Cartoon of a piggy bank riding a rollercoaster"})};

export const FELLOW_PORTRAITS: ImageAsset[] = {ts(fellows)};

export const OG_IMAGE: ImageAsset = {ts({"src": "/static/images/og-image.png", "width": 1200, "height": 630, "alt": "Nirvana: a neutral AI search engine for finance"})};

export const FOUNDER_VIDEO = {{
  src: "/static/media/founder-message.mp4",
  poster: "/static/media/founder-message-poster.webp",
  width: 640,
  height: 360,
}};
'''
open(os.path.join(ROOT, "app/content/media.ts"), "w").write(media)
print("images done")
