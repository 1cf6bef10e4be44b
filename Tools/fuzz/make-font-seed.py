#!/usr/bin/env python3
"""Writes a tiny TrueType font for the font fuzz target's seed corpus.

usage: make-font-seed.py OUTPUT.ttf

Installed fonts are hundreds of kilobytes; this one is under 2 KB and still has what the
Fonts module reads: a format 4 cmap for 'A', 'g' and '1', simple glyphs with on-curve and
off-curve (quadratic) points and a hole, a composite glyph with a scale, horizontal
metrics, a kern pair, and the name and post tables FreeType expects.
"""
import struct
import sys

UNITS_PER_EM = 1000


def simple_glyph(contours):
    """contours: lists of (x, y) on-curve points and (x, y, False) off-curve ones."""
    points = [p for c in contours for p in c]
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    out = struct.pack(">hhhhh", len(contours), min(xs), min(ys), max(xs), max(ys))
    end = -1
    for c in contours:
        end += len(c)
        out += struct.pack(">H", end)
    out += struct.pack(">H", 0)  # no instructions
    out += bytes(0 if len(p) > 2 and not p[2] else 1 for p in points)
    previous = 0
    for x in xs:
        out += struct.pack(">h", x - previous)
        previous = x
    previous = 0
    for y in ys:
        out += struct.pack(">h", y - previous)
        previous = y
    return out


def composite_glyph(component, dx, dy, scale, bbox):
    flags = 0x0001 | 0x0002 | 0x0008  # word arguments, x/y offsets, one scale
    return struct.pack(">hhhhh", -1, *bbox) + struct.pack(">HHhhh", flags, component, dx, dy, int(scale * 16384))


def pad(data, n=4):
    return data + b"\0" * (-len(data) % n)


def checksum(data):
    data = pad(data)
    return sum(struct.unpack(">%dI" % (len(data) // 4), data)) & 0xFFFFFFFF


def main(path):
    glyphs = [
        b"",  # .notdef: empty
        # 'A': a triangle with a triangular hole (the hole winds the other way).
        simple_glyph([[(50, 0), (350, 700), (650, 0)], [(250, 150), (450, 150), (350, 450)]]),
        # 'g': a bowl of quadratic arcs, with implied on-curve points between off-curve ones.
        simple_glyph([[(300, -200), (550, -200, False), (550, 150, False), (550, 500), (300, 500, False),
                       (50, 500, False), (50, 150), (50, -200, False)]]),
        # '1': the 'A' again, moved and scaled by a half.
        composite_glyph(1, 100, 100, 0.5, (75, 100, 425, 450)),
    ]
    glyphs = [pad(g, 2) for g in glyphs]
    glyf = b"".join(glyphs)
    loca_offsets = [0]
    for g in glyphs:
        loca_offsets.append(loca_offsets[-1] + len(g))
    loca = b"".join(struct.pack(">H", o // 2) for o in loca_offsets)

    advances = [(500, 0), (700, 50), (600, 50), (500, 75)]
    hmtx = b"".join(struct.pack(">Hh", a, l) for a, l in advances)

    head = struct.pack(">IIIIHHqqhhhhHHhhh", 0x00010000, 0x00010000, 0, 0x5F0F3CF5, 0x000B, UNITS_PER_EM,
                       0, 0, 0, -200, 700, 700, 0, 8, 2, 0, 0)
    hhea = struct.pack(">Ihhh" + "H" + "hhh" + "hhh" + "hhhh" + "hH", 0x00010000, 800, -200, 0, 700,
                       0, 0, 700, 1, 0, 0, 0, 0, 0, 0, 0, len(advances))
    maxp = struct.pack(">IHHHHHHHHHHHHHH", 0x00010000, len(glyphs), 8, 2, 6, 2, 2, 0, 0, 0, 0, 0, 0, 1, 1)

    # cmap: format 4, one segment per character and the closing 0xFFFF segment.
    segments = [(0x31, 3), (0x41, 1), (0x67, 2)]
    seg_count = len(segments) + 1
    ends = [c for c, _ in segments] + [0xFFFF]
    starts = [c for c, _ in segments] + [0xFFFF]
    deltas = [(g - c) & 0xFFFF for c, g in segments] + [1]
    search = 2 ** (seg_count.bit_length() - 1)
    body = struct.pack(">HHHH", seg_count * 2, search * 2, search.bit_length() - 1, seg_count * 2 - search * 2)
    body += b"".join(struct.pack(">H", e) for e in ends) + b"\0\0"
    body += b"".join(struct.pack(">H", s) for s in starts)
    body += b"".join(struct.pack(">H", d) for d in deltas)
    body += b"\0\0" * seg_count
    subtable = struct.pack(">HHH", 4, 6 + len(body), 0) + body
    cmap = struct.pack(">HHHHI", 0, 1, 3, 1, 12) + subtable

    names = {1: "Seed", 2: "Regular", 4: "Seed Regular", 6: "Seed-Regular"}
    strings = b""
    records = b""
    for name_id, text in names.items():
        encoded = text.encode("utf-16-be")
        records += struct.pack(">HHHHHH", 3, 1, 0x409, name_id, len(encoded), len(strings))
        strings += encoded
    name = struct.pack(">HHH", 0, len(names), 6 + len(records)) + records + strings

    post = struct.pack(">IIhhIIIII", 0x00030000, 0, -100, 50, 0, 0, 0, 0, 0)
    kern = struct.pack(">HH", 0, 1) + struct.pack(">HHHHHHH", 0, 14 + 6, 0x0001, 1, 6, 0, 0) + struct.pack(">HHh", 1, 2, -80)

    tables = {b"cmap": cmap, b"glyf": glyf, b"head": head, b"hhea": hhea, b"hmtx": hmtx,
              b"kern": kern, b"loca": loca, b"maxp": maxp, b"name": name, b"post": post}
    tags = sorted(tables)
    search = 2 ** (len(tags).bit_length() - 1)
    font = struct.pack(">IHHHH", 0x00010000, len(tags), search * 16, search.bit_length() - 1, len(tags) * 16 - search * 16)
    offset = 12 + 16 * len(tags)
    directory = b""
    data = b""
    head_offset = 0
    for tag in tags:
        table = tables[tag]
        if tag == b"head":
            head_offset = offset
        directory += tag + struct.pack(">III", checksum(table), offset, len(table))
        data += pad(table)
        offset += len(pad(table))
    font = bytearray(font + directory + data)
    adjustment = (0xB1B0AFBA - checksum(bytes(font))) & 0xFFFFFFFF
    font[head_offset + 8:head_offset + 12] = struct.pack(">I", adjustment)
    with open(path, "wb") as f:
        f.write(font)


if __name__ == "__main__":
    main(sys.argv[1])
