// cudagen 0.2 seed 780 valid headers
// features: kernel,launch,launch_shared_mem,builtin_vars,device_function,device_noinline,main,device_array,constant_array,managed_var,shared_var,static_shared,host_global,const_local,switch,switch_fallthrough,static_assert,ternary,compound_assign,bitwise,shift,pointer_arith,array_index,call,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,cast_reinterpret,macro_function,macro_paste,macro_statement,enable_if,partial_specialization,sfinae,memory_spaces,hdr_cmath,hdr_cstdio
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <cstdio>
#include <cooperative_groups.h>
#include <compare>

#define MOD8_1(x) ((x) % 8)
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_3(a, b) a##b
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
static int g_march5;

__global__ void pivot6_kernel(int* out7, float* out8) {
	unsigned int idx9 = (blockIdx.x * blockDim.x) + threadIdx.x;
	static_assert(sizeof(int) == 4);
	out7[1] *= MOD8_1(idx9) | ((48) << blockIdx.x);
	(*out7) *= *out7;
	long* w10 = reinterpret_cast<long*>(out7);
	ACCUM_2(w10[blockIdx.x & 7], (sqrtf(ceilf(11.625f - out8[idx9 & 7]))));
	const size_t z11 = static_cast<int>(idx9 + (2086u << out7[idx9]));
	(void)z11;
	printf("lane %d\n", static_cast<int>(20));
}
__device__ int devTable12[4];
__constant__ float coeffs13[4] = {2.5f, 3.5f, 5.5f, 1.5f};
__managed__ int managedTotal14;
__global__ void everySpace15(int *out) {
	__shared__ int tile[32];
	static __shared__ float extra[8];
	const int i = static_cast<int>(threadIdx.x);
	tile[i & 31] = devTable12[i & 3] + managedTotal14;
	extra[i & 7] = coeffs13[i & 3];
	out[i] = tile[(i + 1) & 31] + static_cast<int>(extra[i & 7]);
}
template <bool B, typename T = void> struct EnableIf17 {};
template <typename T> struct EnableIf17<true, T> { using type = T; };
template <typename T> struct IsSmall18 { static constexpr bool value = sizeof(T) <= 4; };
template <typename T>
typename EnableIf17<IsSmall18<T>::value, int>::type narrow16(T v) { return static_cast<int>(v) * 1; }
template <typename T>
typename EnableIf17<!IsSmall18<T>::value, int>::type narrow16(T v) { return static_cast<int>(v) * 2; }

__device__ __noinline__ int gather19(int count20, float alpha21) {
	float diff22 = 15.625f;
	switch (managedTotal14) {
	case 3: {
		double lo23 = ((CAT_3(count, 20) + 30u) ? (44lu * managedTotal14) : devTable12[threadIdx.x]) + '0';
		(void)lo23;
		[[fallthrough]];
	}
	case (6): {
		int t24 = ceilf('A') * (ceilf(48U) - (51 & managedTotal14));
		(void)t24;
		[[fallthrough]];
	}
	case 5:
		diff22 -= coeffs13[1];
		break;
	}
	return diff22;
}

int main(void) {
	int n25 = 19;
	(void)n25;
	everySpace15<<<1 << 1, 64>>>(nullptr);
	pivot6_kernel<<<(managedTotal14 + 255) / 256, 1 << 5, (1024)>>>(nullptr, (float*)nullptr);
	static_assert(63 > 62);
	return 0;
}
