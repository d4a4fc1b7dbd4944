// cudagen 0.2 seed 87 valid headers
// features: kernel,kernel_from_macro,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,static_host_function,main,constant_var,local_array,ternary,compound_assign,bitwise,comparison,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_reinterpret,sizeof,macro_object,macro_function,macro_paste,pp_ifdef,union,conversion_operator,nttp_dependent_type,enable_if,partial_specialization,sfinae,hdr_cstdio
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <cstdio>
#include <cub/block/block_reduce.cuh>

#define NUM_ITERS_1 64
#define TILE_DIM_2 256
#define WARPS_3 128
#define CAT_4(a, b) a##b
#define USE_FAST_PATH_5
#ifdef USE_FAST_PATH_5
#define TUNE_6 6
#else
#define TUNE_6 28
#endif
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
struct Meter8 {
	double v;
	__host__ __device__ operator double() const { return v; }
	__host__ __device__ explicit operator bool() const { return v > 0; }
};
__host__ __device__ double convert9(double x) {
	Meter8 m{x};
	double plain = m;
	return plain + (m ? 1 : 0);
}
__constant__ int c_drift10 = 4299;
template <bool B, typename T = void> struct EnableIf12 {};
template <typename T> struct EnableIf12<true, T> { using type = T; };
template <typename T> struct IsSmall13 { static constexpr bool value = sizeof(T) <= 4; };
template <typename T, typename EnableIf12<IsSmall13<T>::value, int>::type = 0>
__device__ int narrow11(T v) { return static_cast<int>(v) + 1; }
template <typename T, typename EnableIf12<!IsSmall13<T>::value, int>::type = 0>
__device__ int narrow11(T v) { return static_cast<int>(v) + 2; }
union Raw14 {
	unsigned u;
	float f;
	unsigned char bytes[4];
};
__host__ __device__ int use15(int x) {
	Raw14 v{};
	v.u = static_cast<unsigned>(x);
	return static_cast<int>(v.bytes[1]) + static_cast<int>(v.u);
}
#define DEFINE_MAP_KERNEL_16(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_16(map_lerp17, float)
static int check_grow18(short b19, int stride20, long long *buf21) {
	printf("sum %d\n", static_cast<int>(stride20));
	float mid22 = ((buf21[2] - (b19 + sizeof(int))) <= 9) ? ((CAT_4(b, 19) - sizeof(long long)) * sizeof(float)) : (((b19 < 31) ? b19 : buf21[5]) * (4.5f + (*buf21)));
	(*buf21) = (b19 % (38 - b19));
	b19 = stride20 / (((mid22 >= 9) ? (*buf21) : b19) ^ ((*buf21) * 55));
	int y23[6] = {stride20, 57lu, -57};
	map_lerp17<<<128, (512)>>>(reinterpret_cast<float*>(buf21), (b19 % y23[b19]));
	dim3 w24((stride20 + 63) / 64, 512, TUNE_6 + 2);
	(void)w24;
	return stride20;
}
int main() {
	int size25 = 3912;
	map_lerp17<<<dim3(010), dim3(128), sizeof(float) * 128, (cudaStream_t)0>>>(nullptr, CAT_4(size, 25));
	float x26{-3.5f};
	x26 += size25 * 7.875f;
	map_lerp17<<<dim3((NUM_ITERS_1 + 192), 16, (size25 + 127) / 128), (TUNE_6 + 58)>>>(nullptr, (size25 * 14U) % (48U));
	return 0;
}
