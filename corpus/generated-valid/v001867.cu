// cudagen 0.1 seed 1867 valid
// features: kernel,launch,launch_shared_mem,builtin_vars,host_function,static_host_function,main,constant_var,constant_array,managed_var,constexpr_var,local_array,typedef,anon_namespace,if,do_while,switch,switch_fallthrough,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_static,sizeof,macro_function,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define HALF_2(x) ((x) / 2)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#ifndef USE_FAST_PATH_6
#define TUNE_7 11
#else
#define TUNE_7 55
#endif
#if TUNE_7 > 1
#define CONFIG_8 2
#elif TUNE_7 < 0
#error unreachable configuration
#else
#define CONFIG_8 31
#endif
__constant__ unsigned char c_lerp9 = 3;
__constant__ int c_blend10[4] = {0x18l, 1516};
typedef int idx11_t;
namespace {
static double norm12(idx11_t lane13, unsigned *out14, idx11_t *buf15)
{
	((*buf15)--, ((*out14) = ((lane13 >> buf15[1]) + ((*out14) & 21)) - 0x24));
	int iter16 = 0x0;
	do {
		long v17 = (buf15[lane13] - HALF_2(iter16)) * iter16;
		float r18 = static_cast<long>(HALF_2(*out14)) << 3;
		r18--;
		++iter16;
	} while (iter16 < (CONFIG_8 + 4));
	(--buf15[5], (lane13 = -39));
	long res19 = buf15[iter16 & 0x7];
	return lane13;
}
} // namespace
__managed__ unsigned m_bias20 = 0x15;
__global__ void lerp21_kernel(float b22, unsigned char p23, const long *input24)
{
	unsigned tid25 = (blockIdx.x * blockDim.x) + threadIdx.x;
	m_bias20 = (gridDim.x * m_bias20) % c_blend10[p23];
	switch (tid25) {
	case CONFIG_8 + (CONFIG_8 + 5):
		m_bias20--;
		p23 = 47;
		break;
	case sizeof(unsigned int) * (CONFIG_8 + 0x1):
		break;
	case 11:
	case 0b0:
		break;
	}
}
int main()
{
	int len26 = 3734;
	long y27[3] = {0x19};
	if (static_cast<int>(m_bias20) > m_bias20) {
		return 59;
	}
	if (norm12(sizeof(idx11_t), &m_bias20, nullptr) > TUNE_7) {
		return MAX2_1(MAX2_1(m_bias20, len26), norm12(0x2BL, &m_bias20, &len26));
	}
	idx11_t h28 = 14 * (norm12(10ull, static_cast<unsigned int*>(nullptr), &len26) + (y27[2] += 0x8UL, 58));
	lerp21_kernel<<<(h28 + 127) / 128, TUNE_7 + (CONFIG_8 + 19), 0x1 << (CONFIG_8 + 6)>>>(norm12(35, &m_bias20, &len26), len26, y27);
	return 0;
}
