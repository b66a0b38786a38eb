// The fixed twin of MainActorConformanceUsedOffTheMainActor.swift, compiled with the same
// settings: the screen's isolated conformance (SE-0470) is used on the main actor, where it
// belongs, and compiles. (Not Exercise 8's fix: there the store must run off the main actor,
// so what it uses says `nonisolated`, SE-0449.)
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

func buildOnTheMainActor(on screen: CatalogScreen) -> [String] {
    renderRows(["Apple", "Cherry"], with: screen)
}
