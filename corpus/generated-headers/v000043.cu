// cudagen 0.2 seed 43 valid headers
// features: kernel,launch,launch_shared_mem,builtin_vars,device_function,device_noinline,host_function,constexpr_function,main,constexpr_var,local_array,while,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_bool,cast_functional,sizeof,macro_object,macro_statement,variadic_template,pack_expansion,structured_binding,hdr_cstdio
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <type_traits>

#define TILE_DIM_1 128
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
struct Split5 {
	int first;
	float second;
};
__host__ __device__ Split5 make6(int x) { return Split5{x, static_cast<float>(x)}; }
__host__ __device__ int unpack7(int x) {
	auto [a, b] = make6(x);
	int arr[3] = {x, 1, 2};
	auto &[p, q, r] = arr;
	Split5 v{x, static_cast<float>(x)};
	auto &&[m, n] = v;
	return a + static_cast<int>(b) + p + q + r + m + static_cast<int>(n);
}

__device__ __noinline__ double pack8(long long *dst9, int count10)
{
	int u11 = +((*dst9) / (dst9[blockIdx.x & 7] + (*dst9)));
	count10 %= 0xE;
	printf("step %d\n", static_cast<int>(count10));
	int w12 = 0x0;
	while (w12 < count10) {
		u11 %= 0x28;
		dst9[5] |= ((9 * gridDim.x) | w12) - (0x24 ^ (blockIdx.z * TILE_DIM_1));
		++w12;
	}
	count10 += 0x22u - gridDim.x;
	return int(*dst9);
}
__host__ __device__ inline double fold13() { return 1.0; }
template <typename T, typename... Rest>
__host__ __device__ double fold13(T first, Rest... rest) {
	return static_cast<double>(first) * fold13(rest...);
}
template <typename... Ts>
__host__ __device__ int count14(Ts... xs) {
	return static_cast<int>(sizeof...(xs));
}
__host__ __device__ int spread16(int x) {
	return static_cast<int>(fold13(x, 8.5f, 8u)) + count14(x, x, 1.0) + count14(static_cast<long>(x), 8);
}

__global__ void merge17_kernel(int count18, bool b19)
{
	float sum20[6] = {};
	(void)sum20;
	b19 = b19 < b19;
}

constexpr int reduce21(int n22)
{
	float lim23 = TILE_DIM_1;
	return lim23;
}

int main()
{
	int n24 = 2895;
	merge17_kernel<<<sizeof(int) * TILE_DIM_1, sizeof(float) * 0x10, 0>>>(TILE_DIM_1 % n24, true);
	--n24;
	merge17_kernel<<<128, 32 * 4, sizeof(double) * 32>>>(n24 - n24, n24 == (n24 + (4265lu + n24)));
	return 0;
}
