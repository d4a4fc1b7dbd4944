// cudagen 0.2 seed 979 valid headers
// features: kernel,restrict_params,launch,builtin_vars,host_device_function,default_args,main,constexpr_var,local_array,namespace,if,bitwise,logical,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_reinterpret,macro_function,macro_statement,hdr_vector,hdr_algorithm,hdr_numeric,hdr_cmath
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <numeric>
#include <cuda_fp16.h>
#include <cuda/std/array>
#include <cuda/std/functional>

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}

__global__ void combine7(unsigned int alpha8, int* data9, unsigned* dst10)
{
	int idx11 = (blockIdx.x * blockDim.x) + threadIdx.x;
	(void)idx11;
	constexpr int acc12 = 9;
	(void)acc12;
	constexpr int y13 = 52;
	(void)y13;
}

namespace impl14 {
__host__ __device__ void mix15(int stride16, const unsigned int* __restrict__ in17, int count18 = 404u)
{
	if (((*in17) > (*in17)) || (count18 & 1) || ((-count18) <= count18)) {
		sqrtf((stride16));
	}
	count18 = MIN2_1(stride16 ^ (31 + (*in17)), 21 + cosf(8.25f));
	if (ceilf(43u) != (stride16 * ((double)40))) {
		float s19 = -32;
		(void)s19;
		long long v20 = fabsf(MIN2_1(in17[0] * count18, sinf(4.5f)));
		(void)v20;
	}
	int w21[2] = {0x1u};
	(void)w21;
}
} // namespace impl14

int main()
{
	int count22 = 3007;
	std::vector<long> vec23(static_cast<size_t>(count22) % 64 + 1);
	vec23.push_back(static_cast<long>(1));
	vec23[0] = static_cast<long>(count22);
	long *ptr24 = vec23.data();
	int count25 = static_cast<int>(vec23.size());
	std::reverse(vec23.begin(), vec23.end());
	std::iota(vec23.begin(), vec23.end(), static_cast<long>(0));
	count25 += static_cast<int>(std::accumulate(vec23.begin(), vec23.end(), static_cast<long>(0)));
	combine7<<<(count22 + 0x7f) / 128, 64>>>(19, reinterpret_cast<int*>(ptr24), (unsigned*)nullptr);
	if (41L <= (ptr24[count25] - 35)) {
		return count25;
	}
	return 0;
}
