// cudagen 0.2 seed 369 valid headers
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,main,shared_var,static_shared,struct,class_private,if,ternary,logical,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,sizeof,macro_object,macro_paste,pp_undef,partial_specialization,explicit_specialization,hdr_cmath
#include <cuda_runtime.h>
#include <cstdio>
#include <type_traits>
#include <utility>
#include <cooperative_groups.h>

#define WARPS_1 32
#define CHUNK_2 4
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
#undef WARPS_1
#define WARPS_1 24
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}

class Tile7 {
	double val8;
	unsigned lo9;
public:
	__host__ __device__ Tile7(double a10, unsigned init11) : val8(a10), lo9(init11) {}
	__host__ __device__ unsigned int scale12() const {
		return (!CAT_5(lo, 9)) ? CAT_5(val, 8) : (4 % lo9);
	}
};
template <typename T, typename U> struct Pick13 { static constexpr int value = 1; };
template <typename T> struct Pick13<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick13<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes15 {
	T d[N];
	T first() const { return d[0]; }
};
template <typename T> struct Lanes15<T, 1> {
	T d;
	T first() const { return d; }
};
template <> struct Pick13<float, double> { static constexpr int value = 4; };
template <typename T> int tag14(T) { return 0; }
template <> int tag14<float>(float) { return 1; }
template <> int tag14(double) { return 2; }
int specialized16(int x) {
	Lanes15<int, 1> one{x};
	Lanes15<int, 3> three{{x, 1, 2}};
	return x + Pick13<char, long>::value + Pick13<int, int>::value + Pick13<float *, int>::value + Pick13<float, double>::value + tag14(1.0f) + tag14(x) + tag14(2.0) + one.first() + three.first();
}

__global__ void bump17(int lane18, float* __restrict__ buf19, int len20, int n21) {
	if ((expf(5.125f)) > (len20 - 0x1F)) {
		static __shared__ int sh_22[8];
		if ((sh_22[len20] - 0xdca) >= 54) {
			return;
		}
		lane18 = floorf(sh_22[0b11]) / (-(53 + CAT_5(lane, 18)));
	}
	double k23 = 11.375f * (-lane18);
	(void)k23;
	int* q24 = &len20;
	(void)q24;
}

int main(void) {
	int n25 = 4090;
	bump17<<<dim3(0x80), sizeof(float) * 32, (256), nullptr>>>(0xac1, (float*)nullptr, 41U, fminf(n25 / 'z', n25));
	if ((n25 <= 7U) || n25) {
		return 15;
	}
	return 0b0;
}
