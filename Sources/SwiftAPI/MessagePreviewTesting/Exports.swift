// `import MessagePreviewTesting` is the one import a test needs: formats,
// devices, orientations and text sizes come with it.
@_exported import MessagePreview
