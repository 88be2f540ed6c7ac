#ifndef MP_UNALIGNED_VECTORS_H
#define MP_UNALIGNED_VECTORS_H

#include <stdint.h>

// Vectors in the compiler's vector types for loads and stores at any address
// (rows start anywhere). A loop written with them takes 16 or 32 bytes a
// step even without optimisation, where the package manager builds the test
// suite's C: a plain loop is then a load, an add and a store per byte, some
// ten times slower. Optimised, both compile to the same vector code.
typedef uint8_t u8x16_unaligned __attribute__((vector_size(16), aligned(1)));
typedef uint16_t u16x16_unaligned __attribute__((vector_size(32), aligned(1)));
typedef uint32_t u32x4_unaligned __attribute__((vector_size(16), aligned(1)));

#endif
