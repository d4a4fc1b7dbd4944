// cudagen 0.1 seed 1375 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,maxnreg,launch,launch_dim3,launch_shared_mem,host_function,default_args,main,constant_array,shared_var,constexpr_var,enum,using_alias,if,for,static_assert,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_function,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define TILE_DIM_1 5
#define CHUNK_2 (1 << 2)
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define USE_FAST_PATH_4

#ifndef USE_FAST_PATH_4
#define TUNE_5 12
#else
#define TUNE_5 54
#endif

#if (TUNE_5 * 2) >= 33 && TUNE_5 != 0
#define CONFIG_6 6
#else
#define CONFIG_6 9
#endif
#undef TILE_DIM_1
#define TILE_DIM_1 2
using idx7_t = int;
__constant__ int c_accum8[2] = {39};

float run_merge9(const char *in10, unsigned short alpha11 = 4480ul) {
	int acc12 = (!in10) ? TUNE_5 : sizeof(float);
	int tmp13 = 7 - ((long)alpha11);
	alpha11++;
	constexpr unsigned int lim14 = TILE_DIM_1 + 3;
	alpha11++;
	alpha11 -= 25;
	return 11.75f;
}

__global__ void __maxnreg__(64) scale15_kernel(const idx7_t *coef16) {
	int lim17 = c_accum8[0];
	lim17 = -(CONFIG_6 * coef16[6]);
	float flag18 = c_accum8[0];
	for (int it19 = 0; it19 < 7; ++it19) {
		flag18 = ((float)12.625F) / ((c_accum8[lim17] - 5) >> coef16[7]);
	}
	float off20 = 16.875f;
}
using idx21_t = int;
enum Level22 { HIGH23 = 3, LOW24 };

template <typename T, int N = 4>
__global__ void __launch_bounds__((TILE_DIM_1 + (LOW24 + (CHUNK_2 + (TILE_DIM_1 + LOW24)))) * TILE_DIM_1) tile25(T *acc26, const idx7_t *src27, int *out28) {
	(*out28) = (4 * out28[5]) + 9 + (N - T(c_accum8[1]));
	--acc26[3];
	T t29 = 11.125f;
	(*out28) = (((*acc26) != LOW24) ? 46u : 'A') - 070;
	--acc26[7];
	__shared__ signed char sh_30;
}

float check_filter31(idx7_t stride32, int n33, long cfg34) {
	tile25<float, 7><<<dim3((stride32 + 31) / 32), HIGH23 + 509>>>((float*)nullptr, nullptr, (int*)nullptr);
	--cfg34;
	static_assert(sizeof(int) == 4);
	n33 |= short(stride32 * n33) - (n33 + 34);
	++cfg34;
	cfg34 >>= 37 - (cfg34 * n33 * (34 * stride32));
	return cfg34;
}

int main() {
	int n35 = 05560;
	scale15_kernel<<<(n35 + 127) / 128, 128, 256>>>(nullptr);
	if (32UL == n35) {
		return TWICE_PLUS_3(n35, n35) - (32U * n35);
	}
	n35--;
	return 0b0;
}
