// cudagen 0.2 seed 436 valid headers
// features: kernel,kernel_static,maxnreg,launch,launch_dim3,launch_shared_mem,main,if,compound_assign,bitwise,logical,comparison,lit_int_hex,lit_int_suffix,cast_c,cast_functional,cast_static,macro_object,macro_function,pp_ifdef,pp_undef,ctad,deduction_guide
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <cmath>
#include <cooperative_groups.h>

#define NUM_ITERS_1 16
#define TILE_DIM_2 3
#define LOW_BITS_3(x) ((x) & 0xF)
#define HALF_4(x) ((x) / 2)
#define USE_FAST_PATH_5
#ifdef USE_FAST_PATH_5
#define TUNE_6 9
#else
#define TUNE_6 32
#endif
#undef TILE_DIM_2
#define TILE_DIM_2 2
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
template <typename T> struct Keep8 {
	T v;
	Keep8(T x) : v(x) {}
	T get() const { return v; }
};
template <typename A, typename B> struct Twin9 { A a; B b; };
template <typename A, typename B> Twin9(A, B) -> Twin9<A, B>;
template <typename T> struct View10 {
	const T *p;
	int n;
	View10(const T *q, int m) : p(q), n(m) {}
};
template <typename T> View10(T *, int) -> View10<T>;
int deduce11(int x) {
	Keep8 h(x);
	Keep8 g{1.5};
	Twin9 d{x, 2.5f};
	View10 w(&x, 1);
	return h.get() + static_cast<int>(g.get()) + d.a + w.n;
}
static __global__ void __maxnreg__(64) fuse12(int lane13) {
	lane13 = 4775;
	if ((lane13 + ((unsigned long long)lane13)) < (44ll | lane13)) {
		unsigned idx14 = lane13;
		(void)idx14;
		int y15 = (45 / lane13);
		(void)y15;
	}
	if (lane13 <= 43)
		return;
}
int main(void) {
	int size16 = 984;
	size16 = 0x5;
	if ((56 != size16) || (size16 < 37lu))
		return ~(size16 + 47);
	size16 += static_cast<unsigned short>(size16) * (~(0x22 - size16));
	fuse12<<<dim3((size16 + 127) / 0x80), 8 * 0x4, 0>>>(int(size16 * size16));
	return 0;
}
