// cudagen 0.2 seed 534 valid headers
// features: kernel,launch,launch_dim3,builtin_vars,host_function,main,constexpr_var,if,if_init,do_while,compound_assign,bitwise,logical,comparison,comma,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,lambda,lambda_launch,macro_function,macro_paste,macro_statement,pp_ifdef
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <type_traits>
#include <cooperative_groups.h>

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define SQR_2(x) ((x) * (x))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b

#ifndef USE_FAST_PATH_7
#define TUNE_8 15
#else
#define TUNE_8 28
#endif
template <typename F>
__global__ void applyEach9(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}

__global__ void filter10_kernel(const int *src11, const double *src12)
{
	int idx13 = threadIdx.x;
	(void)idx13;
	if (float m14{static_cast<float>(2.625f)}; !src11) {
		int cnt15 = 1536;
		(void)cnt15;
	}
}

int check_weigh16(int lane17, int stride18, float b19)
{
	auto step21 = [](unsigned int tmp20) -> float {
		filter10_kernel<<<(tmp20 + 63) / 64, sizeof(float) * (TUNE_8 + 1)>>>(nullptr, nullptr);
		tmp20 /= SQR_2(MIN2_1(CAT_6(tmp, 20), TUNE_8)) - 0x5;
		return (tmp20 + 19.875f) - TUNE_8;
	};
	step21(stride18);
	lane17 |= 6;
	auto op25 = [](unsigned int m22, float sum23) -> long {
		m22 /= ((sum23 - m22) * (sum23 += m22, sum23)) + (501ll + m22);
		float idx24 = TUNE_8;
		sum23 = 39ULL + sum23 + (3.f + idx24) + 8.5f;
		return 0x16;
	};
	op25(b19, stride18);
	if (27 < (b19 + 62)) {
		return CAT_6(stride, 18);
	}
	b19 *= SQR_2(lane17 + sizeof(float));
	float q26 = sizeof(unsigned int);
	(void)q26;
	return step21(stride18 + CAT_6(stride, 18));
}

int main(void)
{
	int len27 = 128;
	int pass28 = 0;
	do {
		len27 = (0x1Aul / pass28) + 43u;
		++pass28;
	} while (pass28 < 0x6);
	int pass29 = 0b0;
	do {
		if (CAT_6(pass, 28) != pass28) {
			dim3 tmp30((TUNE_8 + (TUNE_8 + 226)), 0x20, 8);
			(void)tmp30;
		}
		if (!(pass28 > CAT_6(len, 27))) {
			continue;
		}
		++pass29;
	} while (pass29 < pass28);
	return 0;
}
