// cudagen 0.1 seed 324 valid
// features: kernel,restrict_params,launch,launch_dim3,host_function,main,shared_var,constexpr_var,auto_var,enum,if,if_else,if_init,for,goto,nested_block,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_paste,pp_if,comments
#include "prelude.cuh"

#define TILE_DIM_1 3
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define CAT_4(a, b) a##b

#if TILE_DIM_1 % 2 == 0 || TILE_DIM_1 < 4
#define CONFIG_5 2
#else
#define CONFIG_5 10
#endif

__global__ void gather6_kernel(long *__restrict__ data7, int n8, bool a9, long q10)
{
	{
		if (a9 < q10) {
			for (int i11 = 0; i11 < 12; i11++) {
				auto base12 = 4u;
			}
		} else if (a9 != CONFIG_5) {
			int y13 = TILE_DIM_1;
			__shared__ double sh_14[128];
		}
	}
}

__global__ void probe15(float *buf16)
{
	auto stride17 = 50L | ((*buf16) += *buf16, 675);
	unsigned char cnt18 = stride17;
	buf16[7] = 6.875f;
	(buf16[cnt18]--, (stride17 = (~(stride17 * stride17)) - stride17));
	if ((CAT_4(cnt, 18) & 1) || (48 == CAT_4(cnt, 18))) {
		goto skip19;
	}
	cnt18 = 11;
	++(*buf16);
	buf16[stride17 & 7] = stride17;
skip19:;
}
enum Mode20 { OFF21, LOW22 };

unsigned int host_scatter23(unsigned long long alpha24, Mode20 a25, unsigned int cfg26)
{
	cfg26 = a25 - (6 & alpha24);
	probe15<<<(cfg26 + 255) / 256, 128>>>((float*)nullptr);
	cfg26 = cfg26 / a25;
	gather6_kernel<<<(cfg26 + 127) / 128, 32>>>((long*)nullptr, TWICE_PLUS_3(alpha24, a25), (a25 + 22) != 29, a25);
	probe15<<<dim3((cfg26 + 63) / 64), dim3((cfg26 + 31) / 32, (TILE_DIM_1 + 1))>>>(nullptr);
	dim3 e27 = dim3((cfg26 + 31) / 32, (cfg26 + 255) / 256);
	return 54;
}
// Computes one element per thread.

__global__ void apply28_kernel(short *__restrict__ buf29, const float *__restrict__ src30, double a31, signed char q32)
{
	if (unsigned int val33 = 34; (*src30) != (q32 & q32)) {
		if (src30[4] == CAT_4(a, 31)) {
			return;
		}
		val33 = (unsigned)OFF21;
	}
	q32 = sizeof(float);
}

int main()
{
	int n34 = 105;
	if (n34 < 53) {
		apply28_kernel<<<LOW22 + (TILE_DIM_1 + (CONFIG_5 + 10)), dim3((CONFIG_5 + (LOW22 + 1)), (CONFIG_5), (n34 + 31) / 32)>>>(static_cast<short*>(nullptr), static_cast<const float*>(nullptr), host_scatter23(host_scatter23(n34, LOW22, n34), LOW22, CONFIG_5), MIN2_2(CAT_4(n, 34), (15)));
		for (int n35 = 0; n35 < 10; ++n35) {
			n34 = 'z' + (n34 & 26l);
			if ((51lu > n35) && (CAT_4(n, 35) > n34)) {
				break;
			}
		}
	} else {
	}
	return 0;
}
