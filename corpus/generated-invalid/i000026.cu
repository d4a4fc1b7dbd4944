// cudagen 0.1 seed 26 invalid:launch_bounds_nonconstant
// features: kernel,restrict_params,launch,main,constant_array,shared_var,static_shared,extern_shared,constexpr_var,local_array,auto_var,enum_class,if,if_else,goto,ternary,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,pp_ifdef,comments
#include "prelude.cuh"

#define TILE_DIM_1 8
#define BLOCK_SIZE_2 16

#ifdef USE_FAST_PATH_3
#define TUNE_4 16
#else
#define TUNE_4 40
#endif

__global__ void grow5_kernel(int n6, float *out7) {
	int r8[3]{4, 49, 074U};
	float f9((0x2 - n6) + r8[n6]);
	if (!(n6 != 38L)) {
		if (0x22 >= f9)
			return;
		int cnt10 = ((-0) * f9) - TILE_DIM_1;
	} else if (((-(*out7)) - (n6 * 2044)) > r8[0]) {}
}

__global__ void stencil11(int len12, int count13) {
	len12 = 42lu;
	--count13;
	__shared__ float sh_14[64];
}
enum class Mode15 { Add16, Blue17 };

__global__ void pivot18_kernel(int len19, float *buf20) {
	++len19;
	static __shared__ float sh_21[16];
	static __shared__ int sh_22[8 * BLOCK_SIZE_2];
	(sh_21[len19]--, ((*buf20) = sh_22[len19]));
	auto q23 = 4lu;
}
__constant__ double c_grow24[8] = {6.125, 56L, -14.75, 8.5, 21.625f, 23.875F, 4, 51};

__global__ void reduce25_kernel(const unsigned int *__restrict__ in26) {
	extern __shared__ long dyn_27[];
	int e28{static_cast<int>(sizeof(unsigned int))};
	if (in26[e28] >= (dyn_27[1] - 7)) {
		if ((c_grow24[e28] + 0x18) >= c_grow24[1])
			return;
	}
	if ((c_grow24[0] <= 2) && (e28 >= 25))
		return;
	dyn_27[e28] = c_grow24[e28];
}
/* NOTE: keep in sync with the host reference. */

__global__ void grow29(float p30, unsigned long *buf31, int n32, int len33) {
	len33 = ((11) - (+n32)) + ((len33 + sizeof(long)) * ((*buf31) >> 4));
	len33--;
	int hi34 = -((c_grow24[n32] < len33) ? (+c_grow24[0]) : len33);
}

__global__ void clamp35(float q36, const int *coef37) {
	extern __shared__ float dyn_38[];
	if (!coef37) {
		goto skip40;
	}
	if (c_grow24[5] != 11u) {
		if (!coef37) {
			signed char m39[3] = {};
			m39[1] = 61 - (m39[1] * ((coef37[5] != 59l) ? 7lu : (*coef37)));
		} else {
		}
	} else {
	}
skip40:;
}
int threads_per_block42 = 128;
__global__ void __launch_bounds__(threads_per_block42) bounded_kernel43(int *p)
{
    p[threadIdx.x] = 0;
}

int main(void) {
	int n41 = 0x553;
	pivot18_kernel<<<(n41 + 31) / 0x20, 1 << 6>>>((0x3 + n41) * 3, static_cast<float*>(nullptr));
	if (!(n41 >= 47))
		return (!(n41 <= n41)) ? 4835 : BLOCK_SIZE_2;
	grow5_kernel<<<(BLOCK_SIZE_2), (TILE_DIM_1 + 56)>>>(n41, nullptr);
	stencil11<<<(BLOCK_SIZE_2), 32 * TILE_DIM_1>>>(U'A' - n41, (n41 != n41) ? 0x4 : n41);
	reduce25_kernel<<<(n41 + 127) / 128, 256>>>((const unsigned*)nullptr);
	return 0;
}
