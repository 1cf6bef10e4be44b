import ArgumentParser
import Raster

/// `--fill-rule nonzero|evenodd`: ArgumentParser lists the values in help, errors and
/// completions.
extension FillRule: ExpressibleByArgument {}
