/// Something that is handed, one by one, the views a container holds, each as its own
/// concrete type: how stacks measure and draw their children without boxing them as
/// `any View` (see `View.forEachChild(_:)`).
public protocol ViewVisitor {
    /// What `visit(_:)` throws: `Never` for a visitor that only looks, `any Error` for one
    /// that lays out or draws.
    associatedtype Failure: Error

    /// Called for each child, in order.
    mutating func visit<Child: View>(_ child: Child) throws(Failure)
}
