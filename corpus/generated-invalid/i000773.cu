// cudagen 0.1 seed 773 invalid:device_var_in_inline_unnamed_namespace
// features: kernel,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,host_function,main,shared_var,constexpr_var,namespace,if,for,pragma_unroll,while,nested_block,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_string,lit_string_concat,lit_nullptr,cast_c,sizeof,macro_paste,pp_ifdef,comments
#include "prelude.cuh"

#define CAT_1(a, b) a##b
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 3
#else
#define TUNE_3 52
#endif

namespace util4 {
__global__ void tally5(int n6, int *acc7, int *buf8) {
	int idx9 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (!(idx9 < (*buf8))) {
		return;
	}
	acc7[idx9] = warpSize;
	--acc7[0b101];
	int w10 = 0x0;
	while ((w10 < (0x3 * 2)) && ((gridDim.y > 10) || (acc7 == nullptr))) {
		n6 = buf8[5];
		++buf8[n6 & 7];
		unsigned char tmp11 = (TUNE_3);
		++w10;
	}
}
} // namespace util4
/* NOTE: keep in sync with the host reference. */

__global__ void pack12_kernel(float *buf13, int *dst14, const int *src15) {
	int gid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
	int w17 = 0;
	while (w17 < w17) {
		__shared__ float sh_18[64];
		++w17;
	}
	if ((*buf13) <= src15[w17 & 7]) {
		return;
	}
	if (src15[5] >= blockIdx.z) {
		return;
	}
	dst14[gid16 & 7] = 35 / gid16;
}
// Helper used by the kernels below.

__device__ long score19(int count20, int len21, const int *in22) {
	for (int it23 = 0xA; it23 > 0; --it23) {
		{
			count20 = 023U - (*in22);
			len21 = len21;
		}
		#pragma unroll 2
		for (int n24 = 0; n24 < len21; n24++) {
			count20 = -(count20 ^ 9);
			constexpr long long mid25 = 52;
		}
	}
	return in22[len21] + (0x8u % (*in22));
}

double run_probe26(double cfg27, int stride28, float *data29) {
	cfg27 = 52U;
	++(*data29);
	data29[4] = TUNE_3;
	return ((TUNE_3 ^ stride28) + 1518) % ((53 & stride28) * (TUNE_3 + stride28));
}
inline namespace {
__device__ int hidden34 = 1;
}

int main() {
	int count30 = 3488;
	dim3 acc31 = dim3((TUNE_3 + (TUNE_3 + (TUNE_3 + (TUNE_3 + (TUNE_3 + (TUNE_3 + 14)))))), (count30 + 31) / 32, 4);
	float val32 = count30;
	util4::tally5<<<4, 32, 0x0>>>(count30 - (count30 & count30), nullptr, (int*)nullptr);
	const char *off33 = "x=%d" "_tail";
	pack12_kernel<<<1, 16 * 0x4, sizeof(int) * 128>>>(&val32, &count30, &count30);
	return 0;
}
