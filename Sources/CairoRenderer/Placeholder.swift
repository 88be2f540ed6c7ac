// Filled in by the render pipeline work.
