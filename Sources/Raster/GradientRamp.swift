/// A `LinearGradient`'s colours, ready to be looked up pixel after pixel: for the common
/// ramp of two stops, their premultiplied colours and locations are kept here, so that a
/// look-up reads no array and converts no colour; a ramp of more stops asks the gradient.
///
/// `color(at:)` gives exactly what `LinearGradient.color(at:)` gives, bit for bit: the same
/// clamping, and the same `LinearGradient.mix` on the same values.
struct GradientRamp {
    let gradient: LinearGradient
    /// Whether the gradient has exactly two stops, which the fields below then hold.
    let hasTwoStops: Bool
    let startLocation: Double, endLocation: Double
    let startColor: SIMD4<Float>, endColor: SIMD4<Float>

    init(_ gradient: LinearGradient) {
        self.gradient = gradient
        let stops = gradient.stops
        hasTwoStops = stops.count == 2
        startLocation = hasTwoStops ? stops[0].location : 0
        endLocation = hasTwoStops ? stops[1].location : 0
        startColor = hasTwoStops ? stops[0].color.premultiplied : .zero
        endColor = hasTwoStops ? stops[1].color.premultiplied : .zero
    }

    /// The premultiplied colour at ramp parameter `t`, as `LinearGradient.color(at:)`.
    @inline(__always)
    func color(at t: Double) -> SIMD4<Float> {
        guard hasTwoStops else { return gradient.color(at: t) }
        if t <= startLocation { return startColor }
        if t >= endLocation { return endColor }
        // Between the two stops: the gradient's loop stops at the second.
        return LinearGradient.mix(t, from: startColor, at: startLocation, to: endColor, at: endLocation)
    }
}
