// cudagen 0.1 seed 1936 valid
// features: kernel,launch,launch_dim3,builtin_vars,host_function,static_host_function,main,constant_var,host_global,constexpr_var,local_array,auto_var,enum,anon_namespace,switch,ternary,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,macro_function,macro_statement,pp_ifdef,pp_undef
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#ifdef USE_FAST_PATH_3
#define TUNE_4 10
#else
#define TUNE_4 36
#endif
#undef TUNE_4
#define TUNE_4 24
__constant__ int c_bias5 = -40;

namespace {
enum Color6 { ADD7 = 3, ON8, SLOW9 = 10, BLUE10 };
} // namespace
unsigned g_scatter11[] = {7ul, 5, 8};

__global__ void scatter12_kernel(int *dst13, const unsigned long *input14, float *out15)
{
	unsigned int idx16 = (blockIdx.x * blockDim.x) + threadIdx.x;
	ACCUM_2(dst13[6], (warpSize));
	float m17 = MOD8_1((*dst13) - 2759) | dst13[3];
}

__global__ void sweep18_kernel(const float *coef19, short *data20, const int *src21)
{
	unsigned int tid22 = (blockIdx.x * blockDim.x) + threadIdx.x;
	data20[blockDim.y] = 8u;
	switch (*src21) {
	case (5): {
		++data20[tid22];
		int f23(MOD8_1(src21[c_bias5 & 7]));
		break;
	}
	case 1:
		break;
	case 0x3:
		data20[0x6] = MOD8_1(((tid22 <= gridDim.x) ? blockIdx.x : (c_bias5 % (*data20))));
		break;
	}
	bool k24 = c_bias5;
	k24 = k24;
}

static int run_apply25(const float *in26)
{
	float y27[2] = {21.5F, 18};
	auto diff28 = (g_scatter11[0] | BLUE10) >> 0x6;
	return g_scatter11[diff28];
}

int main()
{
	int n29 = 1893;
	scatter12_kernel<<<dim3(2 * 2, (ADD7 + 1) * 4, (ADD7 + 0x5) * 2), (BLUE10 + 0x35)>>>(&n29, nullptr, nullptr);
	g_scatter11[n29]++;
	sweep18_kernel<<<(n29 + 31) / 040, 1 << 0x5>>>(nullptr, nullptr, &n29);
	return 0;
}
