// cudagen 0.1 seed 288 invalid:pointless_unsigned_comparison
// features: kernel,kernel_static,launch_bounds,launch,launch_dim3,builtin_vars,host_device_function,main,constant_array,host_global,constexpr_var,using_alias,namespace,if,for,static_assert,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,pp_ifdef
#include "prelude.cuh"

#define BLOCK_SIZE_1 32
#define TILE_DIM_2 128
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))
#define SQR_4(x) ((x) * (x))
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 14
#else
#define TUNE_6 35
#endif

static __global__ void __launch_bounds__((TUNE_6 + 50)) rank7(int stride8) {
	int i9 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (i9 >= stride8) {
		return;
	}
	stride8 *= static_cast<int>(i9 + 9 + (i9 * threadIdx.x));
	unsigned u10 = +(4 + SQR_4(i9));
}
__constant__ float c_trace11[2] = {2.25f, 20.125f};
int g_tile12[] = {4555U, 0b11010u, 0x3el, 30, 50};
using idx13_t = int;

namespace detail14 {
inline __host__ __device__ float lerp15(idx13_t count16, char b17, const unsigned long long *input18) {
	for (int j19 = count16; j19 > 0x0; --j19) {
		++b17;
		if ((j19 | 31UL) == count16) {
			return idx13_t(count16 - 257);
		}
	}
	return ((input18[count16]) && (!input18)) ? TILE_DIM_2 : 7;
}
} // namespace detail14
static_assert((sizeof(int) * 0x4) == 0x10);

inline __host__ __device__ signed char gather20(idx13_t len21) {
	for (int j22 = 0; j22 < len21; j22 += 2) {
		for (int i23 = len21; i23 > 0; --i23) {
			for (int i24 = 0; i24 < i23; ++i24) {
				len21 = i23;
				len21 = ((01550ul & i24) - (7 - i23)) * j22;
				double v25{11.625};
			}
			long mid26 = detail14::lerp15(j22, detail14::lerp15(i23, 36, (const unsigned long long*)nullptr) / (len21 * 5ul), nullptr);
		}
	}
	return 14;
}

int main() {
	int n27 = 260;
	unsigned int size29 = n27;
	if (size29 < 0) {
	    n27 = 0;
	}
	float flag28 = n27;
	if (0xC >= ((g_tile12[n27] > flag28) ? g_tile12[n27] : 14)) {
		return TUNE_6;
	}
	rank7<<<dim3((n27 + 255) / 0x100, (n27 + 0b111111) / 64), (TUNE_6 + (TUNE_6 + 4)) * 4>>>(gather20(-0b1) / SQR_4(g_tile12[3]));
	return 0;
}
