// cudagen 0.2 seed 750 valid headers
// features: kernel,launch,launch_dim3,builtin_vars,main,shared_var,constexpr_var,if,ternary,bitwise,shift,logical,comparison,incdec,lit_int_hex,lit_int_octal,lit_int_suffix,lit_char,cast_c,cast_functional,cast_static,macro_object,macro_function,macro_statement,pp_if,pp_undef
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <algorithm>
#include <utility>
#include <cuda_fp16.h>

#define BLOCK_SIZE_1 256
#define BLOCK_SIZE_2 256
#define WARPS_3 (2 * 2 * (1 << 2))
#define MOD8_4(x) ((x) % 8)
#define MIN2_5(a, b) ((a) < (b) ? (a) : (b))
#define ACCUM_6(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#if BLOCK_SIZE_1 == 256
#define CONFIG_7 4
#else
#define CONFIG_7 32
#endif
#undef CONFIG_7
#define CONFIG_7 2

__global__ void spread8(bool p9) {
	int idx10 = (blockIdx.x * blockDim.x) + threadIdx.x;
	__shared__ short int sh_11;
	int k12 = MIN2_5((idx10) + MIN2_5(idx10, 065), 0x23);
	sh_11 = (041 * sh_11) + p9;
	if (!(p9 & 1)) {
		return;
	}
	int cnt13(unsigned(static_cast<int>(idx10)) | (k12 + k12));
	(void)cnt13;
	constexpr int flag14 = 011U;
	(void)flag14;
}

int main(void) {
	int len15 = 0xe08;
	++len15;
	len15 = (((unsigned)static_cast<signed char>(len15)) != len15) ? MOD8_4(len15) : (((unsigned int)len15) + (len15 ? BLOCK_SIZE_2 : 'z'));
	spread8<<<(len15 + 31) / 32, dim3(64)>>>(len15 | BLOCK_SIZE_2);
	return 0;
}
