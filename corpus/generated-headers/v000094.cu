// cudagen 0.2 seed 94 valid headers
// features: kernel,launch_bounds,launch,launch_shared_mem,builtin_vars,device_function,device_template_function,main,constexpr_var,auto_var,if,for,while,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_functional,macro_object,macro_statement,pp_ifdef,variadic_template,pack_expansion,fold_expression,hdr_cstdio,hdr_cuda_std
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <cstdio>
#include <cuda/std/array>
#include <cuda/std/functional>
#include <thrust/device_vector.h>
#include <thrust/fill.h>
#include <thrust/reduce.h>

#define NUM_ITERS_1 64
#define WARPS_2 256
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifdef USE_FAST_PATH_4
#define TUNE_5 2
#else
#define TUNE_5 62
#endif

template <typename T, int N>
__device__ T shade6(const T* input7, int lane8) {
	for (int j9 = 0; j9 < 0b111; ++j9) {
		++lane8;
		int iter10 = 0;
		while ((iter10 < 10) && ((threadIdx.z + input7[blockDim.x]) == j9)) {
			printf("value %d\n", static_cast<int>(lane8));
			++iter10;
		}
		printf("sum %d\n", static_cast<int>(j9));
	}
	T base11 = float((lane8 += warpSize, N) ^ (20lu));
	return (N | lane8) + ((lane8 * TUNE_5) + base11);
}
template <typename... Ts>
double fold12(Ts... xs) {
	return (static_cast<double>(xs) * ...);
}
template <typename... Ts>
int count13(Ts... xs) {
	return static_cast<int>(sizeof...(xs));
}
template <typename... Ts>
bool all14(Ts... xs) { return (... && (xs != 0)); }
int spread15(int x) {
	return static_cast<int>(fold12(x, 8.5f, 8u)) + count13(x, x, 1.0) + (all14(x, 8) ? 1 : 0) + count13(static_cast<long>(x), 8);
}

__global__ void __launch_bounds__((128)) weigh16_kernel(unsigned int* data17) {
	int i18 = threadIdx.x;
	auto sum19 = data17[blockDim.z & 7];
	for (int j20 = 0; j20 < i18; ++j20) {
		if ((warpSize + data17[sum19]) == j20) {
			double h21 = j20;
			(void)h21;
			float cnt22(((int)((*data17) * 47U)) * ((TUNE_5 * i18) % (*data17)));
			(void)cnt22;
			cuda::std::array<int, 4> lanes23{};
			lanes23[0] = i18;
			int total24 = lanes23[0] + static_cast<int>(lanes23.size()) + cuda::std::plus<int>()(lanes23[1], 1);
			(void)total24;
		}
	}
}

int main() {
	int size25 = 619;
	size25 = size25;
	if (size25 > size25) {
		return size25;
	}
	weigh16_kernel<<<(128), 8 * 0b10000, 0>>>(nullptr);
	return 0;
}
