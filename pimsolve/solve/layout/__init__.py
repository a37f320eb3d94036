"""PIM-DL layouts for digital PIM: per-layer layouts, and where each layer's blocks lie."""
