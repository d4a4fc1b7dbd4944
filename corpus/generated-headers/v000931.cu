// cudagen 0.2 seed 931 valid headers
// features: kernel,launch,launch_shared_mem,builtin_vars,main,shared_var,extern_shared,constexpr_var,local_array,auto_var,const_local,if,do_while,ternary,shift,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_float_exponent,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_paste,pp_ifdef,nttp_dependent_type,enable_if,sfinae,hdr_type_traits
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <array>
#include <numeric>
#include <type_traits>
#include <utility>
#include <cub/block/block_reduce.cuh>

#define CAT_1(a, b) a##b
#define USE_FAST_PATH_2
#ifndef USE_FAST_PATH_2
#define TUNE_3 11
#else
#define TUNE_3 32
#endif
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
__global__ void rank5(const float *coef6, int *out7)
{
	extern __shared__ unsigned dyn_8[];
	int tid9 = (blockIdx.x * blockDim.x) + threadIdx.x;
	(void)tid9;
	float u10 = (coef6 != nullptr) ? 2e1f : threadIdx.x;
	(void)u10;
	float base11[4] = {8.5F};
	(void)base11;
}
template <typename T, typename std::enable_if<(sizeof(T) <= 4), int>::type = 0>
__host__ __device__ int narrow12(T v) { return static_cast<int>(v) + 1; }
template <typename T, typename std::enable_if<!(sizeof(T) <= 4), int>::type = 0>
__host__ __device__ int narrow12(T v) { return static_cast<int>(v) + 2; }
__global__ void stencil13_kernel(const int *coef14, float b15, int n16, const int *src17)
{
	auto acc18 = static_cast<unsigned int>(23 + (*coef14));
	(void)acc18;
	if (coef14[warpSize]) {
		return;
	}
	if (!coef14) {
		b15 = sizeof(int);
	}
	b15 = b15;
	const unsigned int t19 = TUNE_3 - (src17[n16] << 6);
	(void)t19;
	(n16++, (b15 = ((src17 == nullptr) ? b15 : TUNE_3) * 076 * (src17[blockDim.y] * (*src17))));
}
int main()
{
	int size20 = 429;
	size20 = (static_cast<unsigned int>(size20 + size20));
	size20 = 'a';
	int pass21 = 0;
	do {
		size20 = ((unsigned char)255) - pass21;
		++pass21;
	} while (pass21 < 12);
	unsigned f22[2]{2577L, 30u};
	auto e23 = pass21;
	rank5<<<(e23 + 127) / 128, 64>>>(static_cast<const float*>(nullptr), nullptr);
	stencil13_kernel<<<1 << 9, 128 * 4, 0>>>((const int*)nullptr, TUNE_3, 1 * f22[0], nullptr);
	return 0;
}
