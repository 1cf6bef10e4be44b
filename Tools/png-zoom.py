#!/usr/bin/env python3
"""Crops an 8-bit RGBA PNG and enlarges it nearest-neighbour, to look at single pixels.

    Tools/png-zoom.py Golden/stroke-joins.png zoom.png --scale 8 --crop 0,0,32,32

Transparent pixels are shown over a light grey checkerboard (4 x 4 zoomed pixels). Uses
only the standard library: reads non-interlaced 8-bit RGBA PNGs, as badgegen writes them.
"""
import argparse
import struct
import zlib


def read_png(path):
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, width, height = 8, b"", 0, 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, color, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and color == 6 and interlace == 0, "only 8-bit RGBA, not interlaced"
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw, stride, rows, previous = zlib.decompress(idat), width * 4, [], bytearray(width * 4)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - 4] if i >= 4 else 0
            b, c = previous[i], previous[i - 4] if i >= 4 else 0
            if kind == 1: line[i] = (line[i] + a) & 255
            elif kind == 2: line[i] = (line[i] + b) & 255
            elif kind == 3: line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        previous = line
    return width, height, rows


def write_png(path, width, height, rows):
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    raw = b"".join(b"\x00" + bytes(row) for row in rows)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
                + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("input")
    parser.add_argument("output")
    parser.add_argument("--scale", type=int, default=8)
    parser.add_argument("--crop", help="x,y,width,height in pixels (default: the whole image)")
    args = parser.parse_args()
    width, height, rows = read_png(args.input)
    x0, y0, w, h = map(int, args.crop.split(",")) if args.crop else (0, 0, width, height)
    out = []
    for y in range(y0, min(y0 + h, height)):
        for sy in range(args.scale):
            row = bytearray()
            for x in range(x0, min(x0 + w, width)):
                r, g, b, a = rows[y][4 * x:4 * x + 4]
                for sx in range(args.scale):
                    back = 235 if ((x * args.scale + sx) // 4 + (y * args.scale + sy) // 4) % 2 else 205
                    row += bytes(round((v * a + back * (255 - a)) / 255) for v in (r, g, b))
            out.append(row)
    write_png(args.output, len(out[0]) // 3, len(out), out)


if __name__ == "__main__":
    main()
