// cudagen 0.1 seed 559 valid
// features: kernel,launch_bounds,launch,launch_dim3,device_function,static_device_function,device_template_function,host_function,default_args,main,shared_var,constexpr_var,const_local,for,range_for,do_while,ternary,compound_assign,bitwise,shift,comparison,comma,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,cast_reinterpret,sizeof,macro_object,macro_function,macro_paste,macro_statement,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define TILE_DIM_1 4
#define WARPS_2 8
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define SQR_4(x) ((x) * (x))
#define SWAP_5(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_6(a, b) a##b
#ifdef USE_FAST_PATH_7
#define TUNE_8 1
#else
#define TUNE_8 27
#endif
#if TILE_DIM_1 == 4
#define CONFIG_9 1
#else
#define CONFIG_9 12
#endif
/* Computes one element per thread. */
unsigned char check_count10(int n11, int *buf12, bool a13 = 1) {
	unsigned int *flag14 = reinterpret_cast<unsigned*>(buf12);
	const int *mid15 = nullptr;
	int pass16 = 0;
	do {
		int y17 = sizeof(size_t);
		const double e18 = (62 - pass16) + pass16;
		++pass16;
	} while (pass16 < pass16);
	return 0 - buf12[pass16];
}
/* Layout: row-major, no padding. */
__global__ void __launch_bounds__(64 * (CONFIG_9 + (TILE_DIM_1 + 3)), CONFIG_9 + CONFIG_9) spread19_kernel(float p20, float b21) {
	int prod22 = CAT_6(p, 20);
	int flag23 = static_cast<float>(27ull >> prod22);
}
template <typename T, int N>
static __device__ T tile24(T beta25, int *out26) {
	(*out26) *= N;
	__shared__ int sh_27[16];
	for (int it28 = 0, j29 = (TILE_DIM_1 + (CONFIG_9 + 3)); it28 < j29; (++it28, (--j29))) {
		for (auto prod30 : sh_27) {
			const int h31 = (((sh_27[it28]) - TWICE_PLUS_3(beta25, N)) != SQR_4(it28)) ? TWICE_PLUS_3(out26[it28], CAT_6(j, 29) + sh_27[j29]) : (*out26);
			const long k32 = sh_27[5];
		}
		float stride33 = out26[4];
	}
	return static_cast<unsigned long long>(TWICE_PLUS_3(sh_27[4], N));
}
int main(void) {
	int size34 = 03235;
	size34 <<= size34 - size34;
	size34 |= 7l - size34;
	dim3 tmp35((size34 + 255) / 256, 2);
	spread19_kernel<<<CONFIG_9 + (CONFIG_9 + (CONFIG_9 + CONFIG_9)), WARPS_2 * 8>>>(WARPS_2, size34 + 8 + 16.5f);
	return 0b0;
}
