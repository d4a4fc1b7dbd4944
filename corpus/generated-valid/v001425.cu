// cudagen 0.1 seed 1425 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_forceinline,static_device_function,main,constexpr_var,const_local,struct,if,while,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_nullptr,cast_functional,sizeof,alignof,macro_object,macro_function,macro_paste,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define TILE_DIM_1 32
#define CHUNK_2 128
#define HALF_3(x) ((x) / 2)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
#define USE_FAST_PATH_7

#ifdef USE_FAST_PATH_7
#define TUNE_8 4
#else
#define TUNE_8 50
#endif

#if CHUNK_2 % 2 == 0 || CHUNK_2 < 4
#define CONFIG_9 5
#else
#define CONFIG_9 12
#endif

static __device__ __forceinline__ long march10(unsigned int p11, int n12) {
	n12 = HALF_3(n12);
	constexpr float q13 = 54;
	if ((n12 + 47) <= 9l) {
		return sizeof(float) + CAT_6(n, 12) + (q13 + n12);
	}
	p11 = 1182;
	const double *flag14 = nullptr;
	constexpr char mid15 = -127;
	return n12 ? HALF_3(*flag14) : CONFIG_9;
}
/* Returns the accumulated value. */

template <typename T, int N = 8>
__global__ void relax16_kernel(const T *input17) {
	T off18 = N;
	T m19(CAT_6(off, 18));
}
/* NOTE: keep in sync with the host reference. */

__global__ void bias20_kernel(int count21) {
	int t22 = 61;
	int pass23 = 0;
	while ((pass23 < pass23) && (!(CAT_6(pass, 23) != 48))) {
		--t22;
		++pass23;
	}
	t22++;
	unsigned base24 = march10((CAT_6(t, 22) > CONFIG_9) ? march10(pass23, pass23) : t22, t22);
}
constexpr long RADIUS25 = 3;

__device__ void fold26(int stride27, float b28, int *__restrict__ acc29) {
	if (((stride27 - TUNE_8) > 077u) && ((alignof(int) <= b28) || (b28 < RADIUS25))) {
		if (15 > b28) {
			return;
		}
		if ((((*acc29) <= stride27) ? (RADIUS25 & stride27) : (8 * b28)) > b28) {
			march10(march10(march10(RADIUS25, 52), march10(51, RADIUS25)), TUNE_8);
			acc29[4]++;
			const float k30 = RADIUS25;
		}
	}
}

struct Span31 {
	int vel32;
	signed char y33;
	size_t w34;
};

int main() {
	int size35 = 2114;
	size35 = RADIUS25 * ((CAT_6(size, 35) & 1) ? RADIUS25 : RADIUS25);
	unsigned int mid36 = RADIUS25 - HALF_3(size35);
	bias20_kernel<<<(size35 + 127) / 128, 128 * (RADIUS25 + 1), 1 << 10, 0>>>(char(size35) * HALF_3(mid36));
	relax16_kernel<double, 2><<<dim3((1), (mid36 + 31) / 32), 512, 256 * (CONFIG_9 + (RADIUS25 + (CONFIG_9 + RADIUS25))), nullptr>>>(nullptr);
	mid36 &= RADIUS25;
	return 0;
}
