// cudagen 0.2 seed 51 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,static_host_function,main,shared_var,shared_2d,constexpr_var,const_local,compound_assign,bitwise,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,alignof,lambda,lambda_iife,lambda_launch,macro_object,macro_function,macro_paste,pp_ifdef,pp_if,pp_undef,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <cstdio>
#include <type_traits>
#include <cuda/std/array>
#include <cuda/std/functional>
#include <compare>

#define NUM_ITERS_1 64
#define CHUNK_2 8
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define CAT_7(a, b) a##b

#ifdef USE_FAST_PATH_8
#define TUNE_9 6
#else
#define TUNE_9 48
#endif

#if NUM_ITERS_1 == 64
#define CONFIG_10 2
#else
#define CONFIG_10 18
#endif
#undef NUM_ITERS_1
#define NUM_ITERS_1 2
template <typename F>
__global__ void applyEach11(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}

__global__ void norm12_kernel(long* dst13) {
	int gid14 = threadIdx.x;
	short cnt15((dst13[gid14 & 7] += threadIdx.y, CONFIG_10));
	sqrtf(-6.375f);
	__shared__ int sh_16[16][12];
	const float hi17 = sqrtf(sh_16[13][gid14] - 38) - cosf(static_cast<float>(-52));
	(void)hi17;
	++cnt15;
	cnt15 |= sizeof(unsigned int);
}

static float run_probe18(const double* input19) {
	([] {
		norm12_kernel<<<(4), TUNE_9 + 208, sizeof(double) * 256, nullptr>>>(nullptr);
		char k20 = (6 * fabsf(21)) / 60lu;
	})();
	long stride21{static_cast<long>(MIN2_3(fminf(input19[0x2] / input19[1], ceilf(input19[0x1])), ceilf(sinf(12ull))))};
	stride21++;
	stride21 = ceilf(MIN2_3(expf(CAT_7(stride, 21)), stride21 * input19[stride21]));
	return input19[stride21];
}

int main() {
	int len22 = 1945;
	len22 = len22;
	norm12_kernel<<<sizeof(int) * (TUNE_9 + (NUM_ITERS_1 + (NUM_ITERS_1 + (NUM_ITERS_1 + (TUNE_9 + 032))))), 0x40, 0, nullptr>>>(nullptr);
	unsigned char w23 = CONFIG_10;
	float flag24 = (sqrtf(alignof(float)) - MIN2_3(w23, CAT_7(w, 23))) + CAT_7(w, 23);
	flag24--;
	return 0;
}
