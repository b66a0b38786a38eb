import Catalog

/// A repository that answers every `loadAll()` at once with a fixed result, and counts calls.
///
/// ```swift
/// let remote = ProductRepositoryStub(result: .success([product]))
/// try await store.refresh(from: remote)
/// #expect(remote.loadCount == 1)
/// ```
public final class ProductRepositoryStub: ProductRepository {
    private let result: Result<[Product], CatalogError>
    private let calls = Locked(0)

    public init(result: Result<[Product], CatalogError> = .success([])) {
        self.result = result
    }

    /// How many times `loadAll()` was called.
    public var loadCount: Int { calls.value }

    public func loadAll() async throws -> [Product] {
        calls.withLock { $0 += 1 }
        return try result.get()
    }
}

/// A repository whose `loadAll()` parks on a `SuspensionGate` until the test releases it:
/// the way to stop a caller exactly at its `await` (lesson 000, reentrancy).
///
/// ```swift
/// let remote = GatedProductRepository(name: "remote A")
/// let refresh = Task { try await store.refresh(from: remote) }
/// try await remote.waitUntilCalled()
/// remote.respond(with: [product])
/// try await refresh.value
/// ```
public final class GatedProductRepository: ProductRepository {
    public let gate: SuspensionGate<[Product]>

    /// ```swift
    /// let network = GatedProductRepository(name: "network", cancellation: .ignored)   // answers anyway
    /// ```
    public init(name: String = "remote.loadAll", cancellation: SuspensionGate<[Product]>.Cancellation = .throwsWhenCancelled) {
        gate = SuspensionGate(name: name, cancellation: cancellation)
    }

    /// Parks on a gate someone else owns (the `ScheduleExplorer` hands one to each call).
    public init(gate: SuspensionGate<[Product]>) {
        self.gate = gate
    }

    public func loadAll() async throws -> [Product] {
        try await gate.park()
    }

    /// Returns once a caller is suspended inside `loadAll()`.
    public func waitUntilCalled(times: Int = 1) async throws {
        try await gate.waitUntilSuspended(count: times)
    }

    /// Lets the oldest suspended `loadAll()` return `products`.
    public func respond(with products: [Product]) {
        gate.release(returning: products)
    }

    /// Lets the oldest suspended `loadAll()` throw `error`.
    public func fail(with error: any Error) {
        gate.release(throwing: error)
    }
}
