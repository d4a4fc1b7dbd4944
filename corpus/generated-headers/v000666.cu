// cudagen 0.2 seed 666 valid headers
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,main,constexpr_var,local_array,if,if_else,goto,static_assert,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_float,lit_char,lit_string,cast_static,sizeof,macro_object,macro_statement,pp_ifdef,hdr_array,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <cmath>
#include <tuple>

#define BLOCK_SIZE_1 8
#define BLOCK_SIZE_2 3
#define NUM_ITERS_3 (1 << 2)
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define USE_FAST_PATH_5

#ifndef USE_FAST_PATH_5
#define TUNE_6 9
#else
#define TUNE_6 21
#endif

__global__ void step7_kernel(float alpha8, float beta9, unsigned int q10) {
	int i11 = (blockIdx.x * blockDim.x) + threadIdx.x;
	double lim12 = (static_cast<int>(blockDim.x) == 25) ? alpha8 : 6;
	if ((q10 & i11) != sqrtf(q10)) {
		--alpha8;
	} else if (static_cast<unsigned>(lim12 + lim12) < (q10 - 56)) {
		if ((i11 % q10) != 23) {
			return;
		}
	} else {
	}
}

int update13(unsigned int alpha14, const float* __restrict__ in15, unsigned* dst16) {
	static_assert(((1 << 1) * 15) > 29);
	int acc17(' ' << dst16[1]);
	(void)acc17;
	constexpr int x18 = 53;
	const char* x19 = "tile";
	constexpr unsigned int m20 = 42;
	(void)m20;
	return x18 & x19[1];
}

__global__ void fuse21(int count22, int count23) {
	int idx24 = (blockIdx.x * blockDim.x) + threadIdx.x;
	(void)idx24;
	count23 += gridDim.x;
	int cnt25[7] = {};
	if ((-count23) <= 37) {
		goto finish27;
	}
	if ((cnt25[count23] += cnt25[4], count22)) {
		int k26 = cnt25[count23];
		(void)k26;
		++count23;
	}
finish27:;
}

double check_sift28(int* acc29, int len30) {
	const char* lim31 = "\x41\102";
	(void)lim31;
	step7_kernel<<<NUM_ITERS_3 * 2, sizeof(unsigned int) * 64>>>(36, 2.5f, acc29[len30]);
	--len30;
	std::array<int, 4> arr32{len30, 1, 2, 3};
	int total33 = arr32[0] + static_cast<int>(arr32.size());
	(void)total33;
	return len30;
}

int main() {
	int size34 = 1281;
	ACCUM_4(size34, (BLOCK_SIZE_1));
	size34++;
	++size34;
	fuse21<<<dim3(1 << 2, (size34 + 037) / 040, (size34 + 31) / 32), dim3(4), 1 << BLOCK_SIZE_1>>>(static_cast<long>(size34), (((size34 == NUM_ITERS_3) ? 7 : 34) != '#') ? size34 : 7);
	return 0;
}
