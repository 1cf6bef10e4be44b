import Geometry
@testable import Raster
import Testing
import TestSupport

/// `GradientRamp` keeps a two-stop gradient's colours so that a blender's look-ups read
/// no array; what it gives must be what the gradient itself gives, bit for bit, or
/// the badge's pixels would move.
@Suite("Gradient ramps")
struct GradientRampTests {
    static func randomColor(_ rng: inout SeededGenerator) -> Color {
        Color(red: .random(in: 0...1, using: &rng), green: .random(in: 0...1, using: &rng),
              blue: .random(in: 0...1, using: &rng), alpha: .random(in: -0.2...1.2, using: &rng))
    }

    @Test("a ramp's colour equals the gradient's at every parameter, for two stops and for more")
    func sameColors() {
        var rng = SeededGenerator(seed: 45)
        var twoStopRamps = 0
        for round in 0..<300 {
            let count = round % 3 == 0 ? 3 + round % 2 : 2
            var locations = (0..<count).map { _ in Double.random(in: -0.5...1.5, using: &rng) }
            if round % 10 == 1 { locations = [0.4, 0.4] }  // both stops at one place: no span
            let gradient = LinearGradient(start: Point(x: 0, y: 0), end: Point(x: 10, y: 3),
                                          stops: locations.map { .init(location: $0, color: Self.randomColor(&rng)) })
            let ramp = GradientRamp(gradient)
            #expect(ramp.hasTwoStops == (locations.count == 2))
            if ramp.hasTwoStops { twoStopRamps += 1 }
            let sorted = gradient.stops.map(\.location)
            let probes = sorted + sorted.map { $0.nextUp } + sorted.map { $0.nextDown }
                + (0..<40).map { _ in Double.random(in: -1...2, using: &rng) }
            for t in probes {
                let expected = gradient.color(at: t), actual = ramp.color(at: t)
                #expect((0..<4).allSatisfy { expected[$0].bitPattern == actual[$0].bitPattern }, "round \(round), t \(t)")
            }
        }
        #expect(twoStopRamps > 150)
    }
}

extension GradientRampTests {
    @Test("stops set after the gradient is made are sorted as the initializer sorts them")
    func stopsSetLaterAreSorted() {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        var gradient = LinearGradient(start: Point(x: 0, y: 0), end: Point(x: 10, y: 0), colors: [red, blue])
        let made = LinearGradient(start: Point(x: 0, y: 0), end: Point(x: 10, y: 0),
                                  stops: [.init(location: 1, color: red), .init(location: 0, color: blue)])
        gradient.stops = [.init(location: 1, color: red), .init(location: 0, color: blue)]
        #expect(gradient.stops.map(\.location) == [0, 1])
        #expect(gradient == made)
        // Colour at 0.25 is three quarters blue whichever way the stops were given.
        #expect(gradient.color(at: 0.25) == made.color(at: 0.25))
        #expect(abs(Double(gradient.color(at: 0.25)[2]) - 0.75) < 1e-6)
        // A stop moved in place moves to its place in the order.
        gradient.stops[0].location = 2
        #expect(gradient.stops.map(\.location) == [1, 2])
    }
}
