/// Where products come from (a remote API, a cache, a composition of both).
///
/// `Sendable` so that one repository can be shared by concurrent tasks and actors.
public protocol ProductRepository: Sendable {
    func loadAll() async throws -> [Product]
}
