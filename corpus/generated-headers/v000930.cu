// cudagen 0.2 seed 930 valid headers
// features: kernel,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,host_function,constexpr_function,main,shared_var,extern_shared,static_local,struct,if,for,switch,bitwise,shift,comparison,call,lit_int_binary,lit_int_suffix,lit_float,lit_float_exponent,lit_nullptr,cast_c,macro_object,macro_statement,comments,local_class,ctad,deduction_guide,hdr_array,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <array>
#include <cmath>
#include <cstdio>
#include <cuda/std/array>
#include <cuda/std/functional>
#include <compare>

#define TILE_DIM_1 64
#define BLOCK_SIZE_2 64
#define TILE_DIM_3 5
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
/* NOTE: keep in sync with the host reference. */

struct Tile8 {
	int z9;
	bool vel10;
};
template <typename T> struct Keep11 {
	T v;
	__host__ __device__ Keep11(T x) : v(x) {}
	__host__ __device__ T get() const { return v; }
};
template <typename A, typename B> struct Twin12 { A a; B b; };
template <typename A, typename B> Twin12(A, B) -> Twin12<A, B>;
template <typename T> struct View13 {
	const T *p;
	int n;
	__host__ __device__ View13(const T *q, int m) : p(q), n(m) {}
};
template <typename T> View13(T *, int) -> View13<T>;
__host__ __device__ int deduce14(int x) {
	Keep11 h(x);
	Keep11 g{9.5};
	Twin12 d{x, 2.5f};
	View13 w(&x, 1);
	return h.get() + static_cast<int>(g.get()) + d.a + w.n;
}

__global__ void __maxnreg__(64) step15(const unsigned *in16)
{
	extern __shared__ unsigned dyn_17[];
	for (int i18 = (blockIdx.x * blockDim.x) + threadIdx.x; i18 < 0b101; i18 += blockDim.x * gridDim.x) {
		if (in16 != nullptr) {
			if (63ll < fminf(blockIdx.x, 5.0f))
				continue;
			struct Local19 {
				int s;
				__host__ __device__ int add(int v) { s += v; return s; }
			};
			Local19 m20{5};
			int flag21 = m20.add(expf(blockDim.y));
			(void)flag21;
		}
	}
}

constexpr int run_score22(int n23, long b24)
{
	float k25(n23);
	(void)k25;
	float stride26 = 625e-3F;
	(void)stride26;
	return 33;
}

int main()
{
	int n27 = 3066;
	step15<<<1 << 2, (TILE_DIM_3 + 3) * 4, 256, nullptr>>>((const unsigned*)nullptr);
	std::array<int, 4> arr28{n27, 1, 2, 3};
	int total29 = arr28[0] + static_cast<int>(arr28.size());
	switch (run_score22(total29, 13)) {
	case 1:
		break;
	case (0):
		break;
	case 4:
		break;
	case 2: {
		static double v30 = 0b111010;
		(void)v30;
		break;
	}
	}
	run_score22(total29, (total29 >> total29) | 24);
	return 0;
}
