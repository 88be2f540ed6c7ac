import Assets

extension RenderSettings {
    /// What a run's artwork stores may read: ``allowedArtworkFolders``, and a
    /// new fetcher for ``artworkFetch`` when fetching is on (its lines go to
    /// ``artworkFetchNotes``). Call it once per run and hand the value to
    /// every session (``MatrixRunner`` does), so the sessions share the one
    /// fetcher and a URL is looked up once.
    public func makeArtworkAccess() -> ArtworkAccess {
        ArtworkAccess(allowedFolders: allowedArtworkFolders,
                      remote: artworkFetch.map { ArtworkFetcher($0, note: artworkFetchNotes) })
    }
}
