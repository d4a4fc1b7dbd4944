// cudagen 0.2 seed 752 valid headers
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,builtin_vars,main,enum,using_alias,if,bitwise,incdec,pointer_arith,array_index,lit_nullptr,pp_ifdef,enum_underlying
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <algorithm>
#include <cmath>
#include <tuple>
#include <cuda_fp16.h>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

#ifdef USE_FAST_PATH_3
#define TUNE_4 7
#else
#define TUNE_4 29
#endif
using real5_t = float;
enum Op6 : unsigned char {
	HIGH7,
	LOW8 = 2,
	GREEN9,
	ON10,
	FAST11
};

__global__ void __launch_bounds__((ON10 + (LOW8 + 58)) * LOW8) pack12_kernel(long long *__restrict__ acc13, short a14, int lane15, unsigned char cfg16) {
	unsigned int i17 = threadIdx.x;
	short idx18 = -25;
	(void)idx18;
	lane15 = 4829;
	if (((i17 + i17) & 1)) {
		return;
	}
	int k19 = acc13[3];
	(void)k19;
}

int main() {
	int n20 = 878;
	n20--;
	Op6 res21 = HIGH7;
	pack12_kernel<<<dim3(GREEN9 + (GREEN9 + (LOW8 + (GREEN9 + (LOW8 + (ON10 + (TUNE_4 + (GREEN9 + 79)))))))), dim3(256, (n20 + 255) / 256)>>>(nullptr, 8, n20, (n20) ^ (res21 + 4020));
	return 0;
}
