// `return static_cast<K>(x);` through a converting constructor of K prints as the
// construction `((K)(x))` (the temporary is the returned object); elsewhere the keyword stays
// (`static_cast< K>(a).k`), and as an operator's operand it prints bare.
#include "prelude.cuh"
struct R { unsigned short x; };
struct K { int k; __host__ __device__ K(const R &r) : k(r.x) {} __host__ __device__ K(float f) : k(0) {} };
__host__ __device__ K &operator+=(K &, const K &);
__host__ __device__ inline K g1(R a) { return static_cast<K>(a); }
__host__ __device__ inline K g2(float a) { return (static_cast<K>(a)); }
__host__ __device__ inline int g3(R a) { return static_cast<K>(a).k; }
__host__ __device__ inline void g4(R a, K &y) { y += static_cast<K>(a); }
