// cudagen 0.1 seed 654 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,main,constant_var,shared_var,static_shared,constexpr_var,enum,enum_class,namespace,if,if_else,if_init,do_while,static_assert,ternary,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_paste,pp_ifdef,pp_if
#include "prelude.cuh"

#define NUM_ITERS_1 32
#define WARPS_2 32
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 16
#else
#define TUNE_5 22
#endif

#if (TUNE_5 * 2) >= 43 && TUNE_5 != 0
#define CONFIG_6 1
#else
#define CONFIG_6 27
#endif

__global__ void combine7(int stride8, unsigned* __restrict__ data9)
{
	int iter10 = 0;
	do {
		if (((*data9) >> data9[7]) != (CAT_3(iter, 10) - ((iter10 == stride8) ? sizeof(float) : stride8))) {
			unsigned int flag11 = (sizeof(unsigned) % (data9[1] + 0b10111)) - ((-iter10) + stride8);
		} else if (size_t k12{static_cast<size_t>(0b1100)}; k12 == 60) {
			bool res13 = (data9[4] | sizeof(int)) <= iter10;
			__shared__ unsigned sh_14;
		}
		++iter10;
	} while (iter10 < iter10);
}

__global__ void rank15(const double* input16)
{
	double flag17{1.0};
	flag17 = flag17 + ((flag17 > '#') ? 20.625F : flag17);
	long q18{36};
}
enum class Mode19 : int {
	Slow20 = 2,
	High21,
	Add22 = 8,
	Red23,
	Slow24 = 12
};

namespace gpu25 {
__constant__ int c_warp26 = 27;
enum Mode27 : unsigned char { LOW28, LOW29, FAST30 = 7 };

__global__ void __launch_bounds__(1 << (gpu25::LOW29 + (gpu25::FAST30 + 2)), gpu25::LOW29 + gpu25::LOW29) scatter31(int stride32, float q33)
{
	++stride32;
	static __shared__ unsigned int sh_34;
	static_assert((gpu25::LOW29 + (NUM_ITERS_1 + 24)) == 57, "bad config");
}
} // namespace gpu25

int main()
{
	int len35 = 2285;
	--len35;
	len35++;
	combine7<<<dim3((len35 + 31) / 040, 32), 512, 0>>>(gpu25::LOW28, nullptr);
	rank15<<<dim3((len35 + 31) / 32), 1 << (gpu25::LOW29 + (gpu25::LOW29 + gpu25::FAST30)), 0>>>((const double*)nullptr);
	gpu25::scatter31<<<1, gpu25::LOW29 + (CONFIG_6 + 228)>>>(+CAT_3(len, 35), 2029UL);
	return 0;
}
