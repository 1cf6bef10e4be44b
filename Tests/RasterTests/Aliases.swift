import Geometry

/// Foundation has a type of the same name; in these tests the name means Geometry's.
typealias AffineTransform = Geometry.AffineTransform
