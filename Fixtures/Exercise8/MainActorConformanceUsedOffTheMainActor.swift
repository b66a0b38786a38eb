// Compile-fail fixture, Exercise 8, compiled in Swift 6 mode with `-default-isolation MainActor`
// alone (Xcode 26 sets it, beside approachable concurrency): main-actor default isolation is
// what makes the conformance isolated — `InferIsolatedConformances` alone leaves this type and
// its conformance nonisolated, and adds nothing once the default is the main actor (both
// checked with swiftc 6.3.1).
//
// A screen that says nothing is `@MainActor` here, and so is its conformance to a nonisolated
// protocol: the conformance is *isolated* (SE-0470), as if written
// `extension CatalogScreen: @MainActor RowRenderer`. It may be used on the main actor only:
// from nonisolated code (a background builder) it is rejected. The same rule refuses Exercise
// 8's actor store the main-actor DTO's `Codable` conformance. Its twin uses the conformance on
// the main actor, and compiles.
nonisolated protocol RowRenderer {
    func render(_ name: String) -> String
}

final class CatalogScreen {
    var rowsRendered = 0
}

extension CatalogScreen: RowRenderer {
    func render(_ name: String) -> String {
        rowsRendered += 1
        return name
    }
}

nonisolated func renderRows(_ names: [String], with renderer: some RowRenderer) -> [String] {
    names.map { renderer.render($0) }
}

nonisolated func buildInTheBackground(on screen: CatalogScreen) -> [String] {
    renderRows(["Apple", "Cherry"], with: screen)  // expected-error {{main actor-isolated conformance of 'CatalogScreen' to 'RowRenderer' cannot be used in nonisolated context}}
}
