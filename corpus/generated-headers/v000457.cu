// cudagen 0.2 seed 457 valid headers
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,main,shared_var,constexpr_var,local_array,using_alias,if,static_assert,ternary,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,macro_function,macro_paste,macro_statement,pp_ifdef,pp_if,nttp_pointer,concept,requires_clause,hdr_cmath,hdr_cuda_std
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <cmath>
#include <utility>
#include <tuple>
#include <cuda/std/array>
#include <cuda/std/functional>

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_4(a, b) a##b
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 6
#else
#define TUNE_6 24
#endif

#if TUNE_6 > 15
#define CONFIG_7 7
#else
#define CONFIG_7 28
#endif
template <typename F>
__global__ void applyEach8(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}

__global__ void mix9(float cfg10, const int *__restrict__ coef11, const unsigned short *src12, const int *in13) {
	cfg10 = sqrtf(*coef11) + src12[0];
	static_assert(sizeof(int) == 4, "bad config");
}

__global__ void tally14(int len15, const float *__restrict__ src16, float *__restrict__ dst17) {
	int idx18 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (idx18 >= len15) {
		return;
	}
	unsigned int sum19 = 32ll;
	(void)sum19;
	int stride20(floorf(blockIdx.x));
	bool t21 = TWICE_PLUS_1(stride20, 52) > src16[len15 & 7];
	__shared__ char sh_22[8];
	sh_22[stride20] = t21;
	cuda::std::array<int, 4> lanes23{};
	lanes23[0] = stride20;
	int total24 = lanes23[0] + static_cast<int>(lanes23.size()) + cuda::std::plus<int>()(lanes23[1], 1);
	(void)total24;
}
__host__ __device__ int twice26(int v) { return v * 4; }
template <int (*F)(int)> __host__ __device__ int callWith27(int x) { return F(x) + 1; }
__host__ __device__ int indirect25(int x) { return callWith27<twice26>(x) + callWith27<&twice26>(1); }
template <typename T> concept Small28 = sizeof(T) <= 16;
template <typename T> concept Arith29 = Small28<T> && (sizeof(T) >= 4);
template <Small28 T> __host__ __device__ T twice30(T x) { return x + x; }
template <typename T> requires (sizeof(T) >= 4) __host__ __device__ T thrice31(T x) { return x * 3; }
template <typename T> __host__ __device__ T quad32(T x) requires Arith29<T> { return x * 4; }
__host__ __device__ int sign33(Small28 auto v) { return v != 0 ? 1 : 2; }
using real34_t = double;
__host__ __device__ float norm35(float x, float y) {
	return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}

int main() {
	int n36 = 774;
	(n36--, (n36 = 35));
	n36 = sign33(TWICE_PLUS_2(CAT_4(n, 36), 5) + 11);
	int k37[4] = {39, 59lu, 57, 4};
	float mid38 = (unsigned)k37[n36 & 3];
	n36 = TWICE_PLUS_1(n36, 57UL);
	mix9<<<32, dim3((n36 + 127) / 128, (n36 + 31) / 32)>>>(k37[3] - CONFIG_7, &n36, (const unsigned short*)nullptr, k37);
	tally14<<<(n36 + 0377) / 256, (CONFIG_7 + 4) * 16>>>((mid38 + TUNE_6) * ((k37[0] != k37[n36]) ? 45l : k37[1]), nullptr, nullptr);
	return 0;
}
