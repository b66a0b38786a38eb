/// The hints the Exercise 3 leak proofs point to, shared by both suites. The leak trackers
/// write the rest: "<Type> is still alive after the test: something holds it strongly …".
enum Exercise3Messages {
    static let loader = "Exercises/Exercise3/ProductLoader.swift"
    static let viewModel = "Exercises/Exercise3/CatalogViewModel.swift"
    static let closureCycle = "Exercises/Exercise3/CatalogViewModel.swift: look at what the `onComplete` closure captures. See Exercises/Exercise3/README.md, hint 1."
    static let taskKeepsOwnerAlive = "Exercises/Exercise3/ProductLoader.swift: the loader's Task still holds it while `loadAll()` is in flight. See Exercises/Exercise3/README.md, hint 2."
}
