// cudagen 0.2 seed 617 valid headers
// features: kernel,launch_bounds,launch,host_function,main,constexpr_var,if,if_else,for,bitwise,logical,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,lambda,macro_function,macro_paste,macro_statement,pp_ifdef,pp_if,anonymous_class,explicit_specialization,if_constexpr,type_traits,extended_lambda,hdr_cstdio
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <cstdio>
#include <cooperative_groups.h>
#include <cuda/std/array>
#include <cuda/std/functional>

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

#ifdef USE_FAST_PATH_6
#define TUNE_7 7
#else
#define TUNE_7 40
#endif

#if TUNE_7 > 120
#define CONFIG_8 6
#else
#define CONFIG_8 9
#endif
template <typename F>
__global__ void applyEach9(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
struct Extent10 {
	struct {
		int lo, hi;
	} span;
	int count;
};
typedef struct {
	int key;
	float weight;
} Anon11;
__host__ __device__ int extent12(int x) {
	Extent10 r{};
	r.span.lo = x;
	r.span.hi = x + 4;
	Anon11 a{x, 1.0f};
	return r.span.hi - r.span.lo + a.key;
}

long run_sift13(unsigned int* acc14, int count15, int* out16) {
	count15--;
	double w17 = *out16;
	(void)w17;
	return (MAX2_1(*out16, acc14[count15]));
}
template <typename T> struct IsReal19 { static constexpr bool value = false; };
template <> struct IsReal19<float> { static constexpr bool value = true; };
template <> struct IsReal19<double> { static constexpr bool value = true; };
template <typename T>
__host__ __device__ int classify18(T v) {
	if constexpr (IsReal19<T>::value) {
		return static_cast<int>(v * 2);
	} else if constexpr (sizeof(T) == 8) {
		return static_cast<int>(v) + 3;
	} else {
		return static_cast<int>(v) + 1;
	}
}

__global__ void __launch_bounds__(16 * 4, 2) sift20_kernel(int* data21, float cfg22, int stride23, bool beta24) {
	for (int n25 = 3; n25 > 0; --n25) {
		if (data21[1] != MAX2_1(beta24, 11)) {
			if (n25 > stride23)
				return;
			unsigned int tmp26 = CAT_5(n, 25);
			(void)tmp26;
		} else {
		}
	}
}

int run_scale27(int len28, int count29) {
	sift20_kernel<<<(count29 + 255) / 256, (TUNE_7 + 88)>>>(nullptr, TUNE_7, count29, len28);
	printf("lane %d\n", static_cast<int>(count29));
	if (len28 != len28)
		return CAT_5(len, 28);
	auto lam30 = [=] __host__ __device__ (int v) { return v * 8 + len28; };
	applyEach9<<<1, 32>>>(lam30, nullptr, len28);
	int q31 = lam30(len28);
	sift20_kernel<<<(count29 + 255) / 256, TUNE_7 + (TUNE_7 + 176)>>>(nullptr, q31, 24, (q31 - (CAT_5(len, 28) % q31)) != CAT_5(q, 31));
	auto lam32 = [=] __host__ __device__ (int v) { return v * 6 + len28; };
	applyEach9<<<1, 32>>>(lam32, nullptr, len28);
	int w33 = lam32(len28);
	len28 = count29 * (len28 & (w33 * count29));
	return 2;
}

int main() {
	int count34 = 170;
	sift20_kernel<<<(count34 + 0377) / 256, CONFIG_8 + (TUNE_7 + 463)>>>(nullptr, 17.f, TUNE_7, 45 >= count34);
	if ((count34 != 40) || (count34 > CAT_5(count, 34)))
		return MAX2_1(count34 % 22L, '"');
	return 0;
}
