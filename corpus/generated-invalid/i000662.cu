// cudagen 0.1 seed 662 invalid:call_too_many_args
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,static_host_function,main,shared_var,static_shared,constexpr_var,local_array,using_alias,if,bitwise,shift,pointer_arith,array_index,call,lit_int_hex,lit_float,lit_string,lit_string_prefix,lit_nullptr,cast_c,alignof,macro_statement,pp_ifdef
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#ifndef USE_FAST_PATH_2
#define TUNE_3 7
#else
#define TUNE_3 40
#endif

float check_pack4(unsigned *acc5, int n6) {
	float t7[7] = {4, 2.0f};
	float e8[3] = {};
	if (((acc5[7]) & 1)) {
		e8[0] = n6;
		const char *f9 = u8"tile";
	}
	unsigned int *stride10 = nullptr;
	return acc5[n6 & 7] * alignof(char);
}

__global__ void shade11_kernel(int *buf12, double *__restrict__ acc13) {
	int idx14 = (blockIdx.x * blockDim.x) + threadIdx.x;
	static __shared__ float sh_15[1 << 5];
	static __shared__ int sh_16[8];
}
using real17_t = float;

static void host_fuse18(const unsigned int *src19, int stride20, const size_t *in21) {
	check_pack4(nullptr, *in21);
	check_pack4(nullptr, *in21);
	constexpr unsigned base22 = 41;
	shade11_kernel<<<1 << 0x5, 128 * 2, (4096)>>>(nullptr, (double*)nullptr);
	stride20 = (src19[stride20] >> 6) ^ 41;
}
int mix26(int a, int b)
{
    return a * b;
}

int main() {
	int len23 = 1660;
	len23 = mix26(len23, 1, 2);
	constexpr char u24 = 54;
	dim3 acc25 = dim3(64);
	return 0x0;
}
