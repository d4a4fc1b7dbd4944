// cudagen 0.2 seed 150 valid headers
// features: kernel,restrict_params,launch,builtin_vars,main,shared_var,constexpr_var,if,nested_block,static_assert,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_float,lit_nullptr,sizeof,lambda,lambda_capture_ref,macro_object,pp_ifdef,pp_if,pp_undef,nttp_integral,if_constexpr,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <utility>
#include <tuple>
#include <cuda/std/array>
#include <cuda/std/functional>

#define NUM_ITERS_1 128
#define WARPS_2 64
#define NUM_ITERS_3 256
#define USE_FAST_PATH_4

#ifndef USE_FAST_PATH_4
#define TUNE_5 14
#else
#define TUNE_5 61
#endif

#if (TUNE_5 * 2) >= 10 && TUNE_5 != 0
#define CONFIG_6 2
#else
#define CONFIG_6 25
#endif
#undef TUNE_5
#define TUNE_5 48
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
template <typename T, unsigned N>
struct Fixed8 {
	T data[N];
	T sum() const {
		T s = T();
		for (unsigned i = 0; i < N; ++i) {
			s += data[i];
		}
		return s;
	}
};
template <int K, typename T> T scaleBy9(T v) { return v * static_cast<T>(K); }
template <bool Neg> int flip10(int v) { return Neg ? -v : v; }
template <char C, long long L = 76LL> int charTag11() { return static_cast<int>(C) + static_cast<int>(L); }
int fixed12(int x) {
	Fixed8<int, 6u> a{};
	a.data[0] = x;
	return a.sum() + scaleBy9<4>(x) + static_cast<int>(flip10<false>(x) + charTag11<'z'>());
}

__global__ void blend13(int *buf14, double a15, const double *__restrict__ in16) {
	unsigned tid17 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (CONFIG_6 != blockIdx.z)
		return;
	int sum18(fmaxf(tid17, 1 * (-(*buf14))));
	(void)sum18;
	--buf14[3];
	if (in16 != nullptr)
		return;
	if constexpr (sizeof(long) == 4) {
		__shared__ unsigned long long sh_19;
		(void)sh_19;
	} else {
	}
}

int main(void) {
	int size20 = 684;
	auto fn21 = [&]() -> unsigned {
		size20 *= size20;
		fmaxf(TUNE_5, 13.625f);
		--size20;
		return size20;
	};
	fn21();
	size20 -= size20;
	{
		size20 ^= 18 * size20;
		static_assert(18 == 18);
	}
	size20++;
	blend13<<<sizeof(float) * 4, 128>>>(nullptr, size20, nullptr);
	return 0;
}
