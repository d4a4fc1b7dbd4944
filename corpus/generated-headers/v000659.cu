// cudagen 0.2 seed 659 valid headers
// features: kernel,launch,launch_shared_mem,main,enum_class,if,ternary,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_function,macro_paste,macro_statement,operator_overload_more,enum_underlying,nttp_pointer,hdr_cmath
// nvcc: -std=c++20 -rdc=true
#include <cuda_runtime.h>
#include <algorithm>
#include <cmath>
#include <type_traits>
#include <tuple>

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
enum class Axis7 : long {
	Idle8,
	Red9 = 5,
	Red10 = 7,
	Slow11,
	Low12
};
struct Pt14 { int a; int b; float w; };
template <int Pt14::*M> __host__ __device__ int field15(const Pt14 &p) { return p.*M; }
__host__ __device__ int indirect13(int x) {
	Pt14 p{x, 5, 1.0f};
	return field15<&Pt14::a>(p) + field15<&Pt14::b>(p);
}
struct Pair16 {
	float x, y;
	__device__ float operator[](int i) const { return i == 0 ? x : y; }
	__device__ Pair16 &operator+=(const Pair16 &o) { x += o.x; y += o.y; return *this; }
	__device__ Pair16 operator-() const { return Pair16{-x, -y}; }
	__device__ Pair16 &operator++() { ++x; return *this; }
	__device__ bool operator<(const Pair16 &o) const { return x < o.x; }
	friend __device__ bool operator==(const Pair16 &a, const Pair16 &b) { return a.x == b.x && a.y == b.y; }
};
__device__ Pair16 operator*(const Pair16 &a, float k) { return Pair16{a.x * k, a.y * k}; }
__device__ float ops17(float v) {
	Pair16 a{v, 1};
	Pair16 b = -a * 2;
	a += b;
	++a;
	return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);
}
__global__ void fuse18(unsigned long long cfg19) {
	sqrtf(((int)cfg19));
	long *h20 = (long*)nullptr;
	if (0x1CUL > (h20[4] += sizeof(unsigned), cfg19)) {
		return;
	}
	h20[2] = (h20[cfg19]) + (((h20[cfg19 & 7] + (*h20)) < h20[cfg19]) ? cfg19 : (cfg19 + (*h20)));
	ops17(expf(h20[0x7]));
	float e21 = ~h20[cfg19];
	--e21;
}
int main() {
	int size22 = 1831;
	unsigned int *base23 = (unsigned int*)nullptr;
	(*base23) = 37 * size22;
	int flag24 = TWICE_PLUS_2(*base23, TWICE_PLUS_1(*base23, 7) * base23[size22]);
	fuse18<<<(flag24 + 0xFF) / 256, 32, 0>>>(fminf(flag24, 5.125F) + 0xb);
	return 0;
}
