// cudagen 0.1 seed 1557 valid
// features: kernel,launch,builtin_vars,device_function,host_function,default_args,main,constexpr_var,local_array,const_local,if,goto,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,lambda,lambda_capture_ref,lambda_init_capture,lambda_iife,lambda_launch,macro_object,macro_paste,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define TILE_DIM_1 128
#define CAT_2(a, b) a##b

#ifndef USE_FAST_PATH_3
#define TUNE_4 15
#else
#define TUNE_4 22
#endif

#if TILE_DIM_1 % 2 == 0 || TILE_DIM_1 < 4
#define CONFIG_5 4
#else
#define CONFIG_5 22
#endif
#undef TILE_DIM_1
#define TILE_DIM_1 2

__global__ void grow6(const double* input7, unsigned int* data8, unsigned int b9, int stride10) {
	if (((*data8) << stride10) != 31) {
		int m11 = (threadIdx.z + 162) & ((threadIdx.z - stride10) * (stride10 * 34lu));
		static_assert(60 > 59, "bad config");
		static_assert(sizeof(int) == 4, "tile must fit");
	}
	--data8[0x7];
	(*data8) = *input7;
	const float r12 = data8[stride10 & 0x7];
}

__device__ long count13(int stride14, float p15 = 2571) {
	int* z16 = nullptr;
	const float idx17 = CAT_2(stride, 14) + ((size_t)(p15 - TILE_DIM_1));
	int acc18[4]{0x4, static_cast<int>('a'), 0x33, 0x11L};
	if ((p15 + 1l) != acc18[0]) {
		goto finish19;
	}
	stride14 = ((stride14 % acc18[stride14 & 0x3]) && (!(z16 != nullptr))) ? static_cast<int>(static_cast<unsigned int>(2)) : z16[5];
finish19:;
	return (CONFIG_5 * gridDim.x) + warpSize;
}
constexpr long WIDTH20 = (1 << TILE_DIM_1);

__host__ float check_accum21(const long* coef22, int n23, long long beta24) {
	([&]() {
		grow6<<<sizeof(int) * 8, (CONFIG_5 + (WIDTH20 + (TILE_DIM_1 + 22)))>>>((const double*)nullptr, static_cast<unsigned int*>(nullptr), (beta24 - CAT_2(n, 23)) ? WIDTH20 : beta24, 16lu % (n23 >> 6));
		grow6<<<(n23 + 63) / 64, (512)>>>(reinterpret_cast<const double*>(coef22), nullptr, 0x4lu, beta24 * (WIDTH20 + beta24));
	})();
	auto fn28 = [y25 = (n23 >= TILE_DIM_1) ? (*coef22) : 23ul](signed char r26, size_t stride27) -> int {
		stride27 %= ((unsigned char)r26) + ((CAT_2(stride, 27) ^ sizeof(int)) >> 0x6);
		return 48;
	};
	if (!(WIDTH20 == (*coef22))) {
		goto out29;
	}
	grow6<<<(TILE_DIM_1 + TILE_DIM_1), 1 << 0x9>>>(reinterpret_cast<const double*>(coef22), nullptr, beta24, fn28(coef22[7], TUNE_4));
	n23 |= 48U;
	n23 %= (((n23 / beta24) * (*coef22)) < (n23 / L'A')) ? 53 : n23;
out29:;
	return static_cast<unsigned>((0xB));
}

int main() {
	int n30 = 2921;
	grow6<<<sizeof(int) * (CONFIG_5 + (TUNE_4 + (TUNE_4 + (CONFIG_5 + 26)))), 512>>>(static_cast<const double*>(nullptr), nullptr, check_accum21(nullptr, WIDTH20, sizeof(int)) - WIDTH20, check_accum21(nullptr, CAT_2(n, 30), WIDTH20) - ((int)n30));
	int u31 = (((-n30) >= 0x27) ? 14 : WIDTH20) - (((CAT_2(n, 30) >= CAT_2(n, 30)) ? sizeof(double) : n30) + check_accum21(nullptr, 14, n30));
	if ((u31 / WIDTH20) < CONFIG_5)
		return CONFIG_5 * (u31 / CONFIG_5);
	grow6<<<0x80, sizeof(int) * (CONFIG_5 + (TUNE_4 + (CONFIG_5 + 105)))>>>(nullptr, static_cast<unsigned*>(nullptr), (3597 | u31), check_accum21((const long*)nullptr, WIDTH20, u31 + u31));
	n30 = (check_accum21(static_cast<const long*>(nullptr), 0x8 >> CAT_2(n, 30), 58));
	return 0;
}
