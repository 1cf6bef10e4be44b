import Foundation
import Geometry
import Testing
import TestSupport

private func close(_ p: Point, _ q: Point, _ tolerance: Double = 1e-9) -> Bool {
    abs(p.x - q.x) <= tolerance && abs(p.y - q.y) <= tolerance
}

private func randomTransform(_ rng: inout SeededGenerator) -> AffineTransform {
    AffineTransform(a: .random(in: -3...3, using: &rng), b: .random(in: -3...3, using: &rng),
                    c: .random(in: -3...3, using: &rng), d: .random(in: -3...3, using: &rng),
                    tx: .random(in: -100...100, using: &rng), ty: .random(in: -100...100, using: &rng))
}

@Suite("AffineTransform")
struct TransformTests {
    @Test("concatenating(next) applies self first, then next")
    func composeOrder() {
        let shift = AffineTransform(translationX: 10, y: 0)
        let double = AffineTransform(scale: 2)
        let p = Point(x: 1, y: 1)
        // (1, 1) -> shift -> (11, 1) -> double -> (22, 2)
        #expect(shift.concatenating(double).apply(to: p) == Point(x: 22, y: 2))
        // (1, 1) -> double -> (2, 2) -> shift -> (12, 2)
        #expect(double.concatenating(shift).apply(to: p) == Point(x: 12, y: 2))
    }

    @Test("concatenation agrees with applying one transform after the other (random transforms)")
    func composeMatchesSequentialApplication() {
        var rng = SeededGenerator(seed: 1)
        for _ in 0..<200 {
            let t1 = randomTransform(&rng), t2 = randomTransform(&rng)
            let p = Point(x: .random(in: -50...50, using: &rng), y: .random(in: -50...50, using: &rng))
            let sequential = t2.apply(to: t1.apply(to: p))
            #expect(close(t1.concatenating(t2).apply(to: p), sequential, 1e-9 * (1 + sequential.length)))
        }
    }

    @Test("the transform matches an independent SVG matrix product")
    func matchesIndependentMatrices() {
        var rng = SeededGenerator(seed: 2)
        for _ in 0..<100 {
            let m1 = RefAffine(a: .random(in: -2...2, using: &rng), b: .random(in: -2...2, using: &rng),
                               c: .random(in: -2...2, using: &rng), d: .random(in: -2...2, using: &rng),
                               e: .random(in: -9...9, using: &rng), f: .random(in: -9...9, using: &rng))
            let m2 = RefAffine(a: .random(in: -2...2, using: &rng), b: .random(in: -2...2, using: &rng),
                               c: .random(in: -2...2, using: &rng), d: .random(in: -2...2, using: &rng),
                               e: .random(in: -9...9, using: &rng), f: .random(in: -9...9, using: &rng))
            // SVG "m2 m1" applies m1 first.
            let expected = m2 * m1
            let actual = m1.affineTransform.concatenating(m2.affineTransform)
            for (x, y) in [(actual.a, expected.a), (actual.b, expected.b), (actual.c, expected.c),
                           (actual.d, expected.d), (actual.tx, expected.e), (actual.ty, expected.f)] {
                #expect(abs(x - y) <= 1e-12)
            }
        }
    }

    @Test("inverted() undoes the transform (random invertible transforms)")
    func inverseRoundTrip() throws {
        var rng = SeededGenerator(seed: 3)
        var checked = 0
        while checked < 200 {
            let t = randomTransform(&rng)
            guard abs(t.determinant) > 0.05 else { continue }
            checked += 1
            let inverse = try #require(t.inverted() as AffineTransform?)
            let p = Point(x: .random(in: -50...50, using: &rng), y: .random(in: -50...50, using: &rng))
            #expect(close(inverse.apply(to: t.apply(to: p)), p, 1e-8))
            #expect(close(t.apply(to: inverse.apply(to: p)), p, 1e-8))
            let identity = t.concatenating(inverse)
            #expect(abs(identity.a - 1) < 1e-9 && abs(identity.b) < 1e-9 && abs(identity.c) < 1e-9
                    && abs(identity.d - 1) < 1e-9 && abs(identity.tx) < 1e-8 && abs(identity.ty) < 1e-8)
        }
    }

    @Test("a singular or non-finite transform has no inverse")
    func singularHasNoInverse() {
        #expect(AffineTransform(scale: 0).inverted() == nil)
        #expect(AffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 6).inverted() == nil)
        #expect(AffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0).inverted() == nil)
        #expect(AffineTransform(a: .infinity, b: 0, c: 0, d: 1, tx: 0, ty: 0).inverted() == nil)
        #expect(!AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: .nan, ty: 0).isFinite)
        #expect(AffineTransform.identity.isFinite)
    }

    @Test("quarter turns are exact: zeros and ones, integer points stay integer")
    func quarterTurnsAreExact() {
        let r90 = AffineTransform(rotationDegrees: 90)
        #expect(r90 == AffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
        // Clockwise on a y-down screen: +x turns to +y.
        #expect(r90.apply(to: Point(x: 1, y: 0)) == Point(x: 0, y: 1))
        #expect(r90.apply(to: Point(x: 0, y: 1)) == Point(x: -1, y: 0))
        #expect(AffineTransform(rotationDegrees: 180).apply(to: Point(x: 3, y: 7)) == Point(x: -3, y: -7))
        #expect(AffineTransform(rotationDegrees: 270).apply(to: Point(x: 3, y: 7)) == Point(x: 7, y: -3))
        #expect(AffineTransform(rotationDegrees: -90).apply(to: Point(x: 3, y: 7)) == Point(x: 7, y: -3))
        #expect(AffineTransform(rotationDegrees: 450).apply(to: Point(x: 3, y: 7)) == Point(x: -7, y: 3))
        #expect(AffineTransform(rotationDegrees: 360).apply(to: Point(x: 3, y: 7)) == Point(x: 3, y: 7))
        // About an anchor, integer points still land exactly on integers.
        let about = AffineTransform(rotationDegrees: 90, around: Point(x: 150, y: 300))
        #expect(about.apply(to: Point(x: 150, y: 0)) == Point(x: 450, y: 300))
        #expect(about.apply(to: Point(x: 151, y: 300)) == Point(x: 150, y: 301))
    }

    @Test("positive angles turn clockwise on screen (45 degrees)")
    func fortyFiveDegrees() {
        let p = AffineTransform(rotationDegrees: 45).apply(to: Point(x: 1, y: 0))
        #expect(close(p, Point(x: 0.5.squareRoot(), y: 0.5.squareRoot()), 1e-15))
    }

    @Test("rotation and scale about an anchor leave the anchor fixed", arguments: [0.0, 13, 45, 90, 135, 200, 315, -72.5])
    func anchorIsFixed(degrees: Double) {
        var rng = SeededGenerator(seed: UInt64(bitPattern: Int64(degrees * 1000)))
        for _ in 0..<20 {
            let anchor = Point(x: .random(in: -500...500, using: &rng), y: .random(in: -500...500, using: &rng))
            let r = AffineTransform(rotationDegrees: degrees, around: anchor)
            #expect(close(r.apply(to: anchor), anchor, 1e-10))
            // Distances from the anchor are kept, the angle is turned by `degrees`.
            let p = anchor + Point(x: 10, y: 0)
            let q = r.apply(to: p) - anchor
            #expect(abs(q.length - 10) < 1e-10)
            #expect(close(q, Point(x: 10 * cos(degrees * .pi / 180), y: 10 * sin(degrees * .pi / 180)), 1e-10))
            let s = AffineTransform(scale: 0.25, around: anchor)
            #expect(close(s.apply(to: anchor), anchor, 1e-10))
            #expect(close(s.apply(to: anchor + Point(x: 8, y: -4)), anchor + Point(x: 2, y: -1), 1e-10))
        }
    }

    @Test("rotating by a then by b is rotating by a + b")
    func rotationsAdd() {
        let r = AffineTransform(rotationDegrees: 30).concatenating(AffineTransform(rotationDegrees: 60))
        #expect(close(r.apply(to: Point(x: 2, y: 0)), Point(x: 0, y: 2), 1e-15))
    }
}

extension TransformTests {
    /// Scales from 1e-300 to 1e300: squaring a coefficient overflows past about 1e154 and
    /// underflows below about 1e-154, yet the factors are the scales themselves.
    @Test("a transform's scale factors hold for huge and tiny scales", arguments: [1e-300, 1e-200, 1e-160, 1e-3, 1, 7e150, 1e160, 1e200, 1e300])
    func scalesOfExtremeSizes(scale: Double) throws {
        let relative = 1e-14
        let uniform = AffineTransform(scale: scale)
        let similarity = try #require(uniform.similarityScale)
        #expect(abs(similarity - scale) <= relative * scale, "\(similarity)")
        #expect(abs(uniform.largestScale - scale) <= relative * scale, "\(uniform.largestScale)")
        // Turned by 30 degrees: each coefficient is a fraction of the scale.
        let turned = AffineTransform(rotationDegrees: 30).concatenating(uniform)
        let turnedSimilarity = try #require(turned.similarityScale)
        #expect(abs(turnedSimilarity - scale) <= relative * scale, "\(turnedSimilarity)")
        #expect(abs(turned.largestScale - scale) <= relative * scale, "\(turned.largestScale)")
        // Stretched along x only: the largest singular value is the stretch, and the
        // transform does not keep shapes.
        let stretched = AffineTransform(scaleX: scale, y: 1)
        #expect(stretched.similarityScale == nil || scale == 1)
        let largest = max(scale, 1)
        #expect(abs(stretched.largestScale - largest) <= relative * largest, "\(stretched.largestScale)")
    }
}
