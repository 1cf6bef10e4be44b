extension Path {
    /// Reads SVG path data (the `d` attribute of an SVG `<path>`), e.g.
    /// `"M 10 10 h 80 v 80 h -80 z"`.
    ///
    /// Every command of SVG 1.1 is understood, absolute (upper case) and relative (lower
    /// case): `M L H V C S Q T A Z`. A command letter may be followed by several argument
    /// groups (`L 1 1 2 2` draws two lines); the groups after a moveto's first are linetos.
    /// `S` and `T` reflect the previous curve's control point. Arcs become cubic Bézier
    /// curves (see the SVG implementation notes, F.6). After `Z`, drawing goes on from the
    /// start of the closed subpath. Empty data (or only whitespace) is an empty path.
    ///
    /// The coordinates are used as they are, in the path's own units (y down).
    ///
    /// - Throws: `SVGPathError` naming the first character that cannot stand where it is
    ///   and what was expected there, or a number too large to be finite. A path that
    ///   parses has only finite coordinates.
    public init(svgPathData text: String) throws(SVGPathError) {
        var parser = SVGPathParser(text)
        self = try parser.parse()
    }
}

/// The command letters of SVG path data.
enum SVGPathCommand {
    static let letters: Set<UInt8> = Set("MmLlHhVvCcSsQqTtAaZz".utf8)
}

/// Turns SVG path data into a `Path`, one command at a time.
struct SVGPathParser {
    private var scanner: SVGPathScanner
    private var path = Path()
    /// The current point, in absolute coordinates.
    private var current = Point.zero
    /// Where the current subpath began: where `Z` returns to.
    private var subpathStart = Point.zero
    /// The second control point of the previous command when it was `C` or `S`.
    private var previousCubicControl: Point?
    /// The control point of the previous command when it was `Q` or `T`.
    private var previousQuadControl: Point?
    /// After `Z`, a drawing command starts a new subpath at `subpathStart`.
    private var isAfterClose = false

    init(_ text: String) {
        scanner = SVGPathScanner(text)
    }

    mutating func parse() throws(SVGPathError) -> Path {
        scanner.skipWhitespace()
        if scanner.isAtEnd { return path }
        let firstStart = scanner.offset
        guard var command = scanner.command(), command == UInt8(ascii: "M") || command == UInt8(ascii: "m") else {
            throw scanner.error(at: firstStart, expected: "a moveto command ('M' or 'm') to start the path")
        }
        var commandStart = firstStart
        while true {
            scanner.skipWhitespace()
            try perform(command, at: commandStart)
            // After an argument group: the end, another group of the same command, or a
            // new command letter.
            scanner.skipWhitespace()
            if scanner.isAtEnd { break }
            let isClose = command == UInt8(ascii: "Z") || command == UInt8(ascii: "z")
            if !isClose, scanner.skipCommaWhitespace() || scanner.isAtNumber {
                // An implicit repetition; a moveto's further groups are linetos.
                if command == UInt8(ascii: "M") { command = UInt8(ascii: "L") }
                if command == UInt8(ascii: "m") { command = UInt8(ascii: "l") }
                commandStart = scanner.offset
                continue
            }
            commandStart = scanner.offset
            guard let next = scanner.command() else {
                throw scanner.error(expected: isClose
                    ? "a command letter (M L H V C S Q T A Z, or lower case) or the end"
                    : "a number, a command letter (M L H V C S Q T A Z, or lower case) or the end")
            }
            command = next
        }
        return path
    }

    /// Reads one argument group of `command` and appends what it draws.
    private mutating func perform(_ command: UInt8, at start: Int) throws(SVGPathError) {
        let relative = command >= UInt8(ascii: "a")
        let origin = relative ? current : .zero
        var cubicControl: Point?
        var quadControl: Point?

        switch command | 0x20 {  // lower case
        case UInt8(ascii: "m"):
            let p = try point(relativeTo: origin)
            try append(.move(to: p), at: start)
            subpathStart = p
            isAfterClose = false
        case UInt8(ascii: "l"):
            try draw(.line(to: try point(relativeTo: origin)), at: start)
        case UInt8(ascii: "h"):
            try draw(.line(to: Point(x: origin.x + (try scanner.number()), y: current.y)), at: start)
        case UInt8(ascii: "v"):
            try draw(.line(to: Point(x: current.x, y: origin.y + (try scanner.number()))), at: start)
        case UInt8(ascii: "c"):
            let c1 = try point(relativeTo: origin)
            separator()
            let c2 = try point(relativeTo: origin)
            separator()
            let p = try point(relativeTo: origin)
            try draw(.curve(to: p, control1: c1, control2: c2), at: start)
            cubicControl = c2
        case UInt8(ascii: "s"):
            let c1 = previousCubicControl.map { current * 2 - $0 } ?? current
            let c2 = try point(relativeTo: origin)
            separator()
            let p = try point(relativeTo: origin)
            try draw(.curve(to: p, control1: c1, control2: c2), at: start)
            cubicControl = c2
        case UInt8(ascii: "q"):
            let c = try point(relativeTo: origin)
            separator()
            let p = try point(relativeTo: origin)
            try draw(.quadCurve(to: p, control: c), at: start)
            quadControl = c
        case UInt8(ascii: "t"):
            let c = previousQuadControl.map { current * 2 - $0 } ?? current
            let p = try point(relativeTo: origin)
            try draw(.quadCurve(to: p, control: c), at: start)
            quadControl = c
        case UInt8(ascii: "a"):
            let rx = try scanner.number()
            separator()
            let ry = try scanner.number()
            separator()
            let rotation = try scanner.number()
            separator()
            let largeArc = try scanner.flag()
            separator()
            let sweep = try scanner.flag()
            separator()
            let p = try point(relativeTo: origin)
            let arc = SVGArc(start: current, end: p, radiusX: rx, radiusY: ry, rotationDegrees: rotation,
                             largeArc: largeArc, sweep: sweep)
            guard let elements = arc.elements else {
                throw .coordinateOverflow(position: scanner.characterPosition(of: start))
            }
            for element in elements { try draw(element, at: start) }
        default:  // z
            if path.currentPoint != nil { path.closeSubpath() }
            current = subpathStart
            isAfterClose = true
        }
        previousCubicControl = cubicControl
        previousQuadControl = quadControl
    }

    /// Reads `x y` (with an optional comma between) relative to `origin`.
    private mutating func point(relativeTo origin: Point) throws(SVGPathError) -> Point {
        let x = try scanner.number()
        separator()
        let y = try scanner.number()
        return Point(x: origin.x + x, y: origin.y + y)
    }

    /// The optional comma and whitespace between two arguments.
    private mutating func separator() {
        scanner.skipCommaWhitespace()
    }

    /// Appends a drawing element, first restarting the subpath after a `Z`.
    private mutating func draw(_ element: Path.Element, at start: Int) throws(SVGPathError) {
        if isAfterClose {
            path.move(to: subpathStart)
            isAfterClose = false
        }
        try append(element, at: start)
    }

    private mutating func append(_ element: Path.Element, at start: Int) throws(SVGPathError) {
        let points: [Point]
        switch element {
        case .move(let p), .line(let p): points = [p]
        case .quadCurve(let p, let c): points = [p, c]
        case .curve(let p, let c1, let c2): points = [p, c1, c2]
        case .closeSubpath: points = []
        }
        guard points.allSatisfy(\.isFinite) else {
            throw .coordinateOverflow(position: scanner.characterPosition(of: start))
        }
        path.append(element)
        if let end = element.endPoint { current = end }
    }
}
