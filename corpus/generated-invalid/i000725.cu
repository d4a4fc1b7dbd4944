// cudagen 0.1 seed 725 invalid:constant_sign_change
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,host_function,default_args,main,managed_var,constexpr_var,if,switch,static_assert,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_char,lit_char_prefix,cast_static,sizeof,macro_object,macro_paste,pp_if,pp_undef,comments
#include "prelude.cuh"

#define RADIUS_1 256
#define CHUNK_2 16
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

#if CHUNK_2 % 2 == 0 || CHUNK_2 < 4
#define CONFIG_6 6
#else
#define CONFIG_6 9
#endif
#undef RADIUS_1
#define RADIUS_1 2

static __global__ void warp7(int n8)
{
	unsigned tid9 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (n8 != blockDim.x) {
		--n8;
		++n8;
	}
}

__global__ void scale10_kernel(int count11, double beta12)
{
	int tid13 = threadIdx.x;
	if ((tid13 * 0x16) <= beta12) {
		return;
	}
	static_assert(((14) * 3) == 42, "size check");
	count11--;
	count11 = 2;
	static_assert((47) > 46);
}

void decay14(int len15)
{
	size_t q16 = (L'0' % (-len15)) + (~(4238 & len15));
	warp7<<<dim3((CONFIG_6 + 26), 128), (RADIUS_1 + (RADIUS_1 + 508)), 256>>>(len15);
	if ((q16 * q16) == CAT_5(q, 16)) {
		return;
	}
	if ((~len15) != CAT_5(len, 15)) {
		return;
	}
}
__managed__ long m_norm17 = 0x34;

__device__ float probe18(const unsigned int *src19, int stride20, int n21)
{
	if (((~threadIdx.y) % (m_norm17 - 3163)) >= (blockDim.x / m_norm17)) {
		--stride20;
		bool y22 = CONFIG_6 == n21;
		n21 &= CAT_5(stride, 20);
	}
	return m_norm17;
}
// Layout: row-major, no padding.

__device__ void smooth23(unsigned int cfg24 = 61ll)
{
	char prod25{30};
	prod25--;
	short off26{static_cast<short int>(0x14)};
}
static_assert(sizeof(int) == 4, "expected value");

int host_stencil27(int stride28)
{
	switch (-m_norm17) {
	case 2:
		scale10_kernel<<<dim3(0x1, 4, 16), 16 * RADIUS_1, sizeof(int) * 128>>>(m_norm17 * CAT_5(stride, 28), 5 ^ (stride28 - m_norm17));
		break;
	default: {
		int u29 = 28;
		break;
	}
	}
	return 41 - (((stride28 != m_norm17) ? stride28 : m_norm17) % (stride28 - 4ul));
}

int main()
{
	int count30 = 3423;
	unsigned int count31 = -1;
	m_norm17--;
	static_assert((12) == 12, "bad config");
	--count30;
	return 0;
}
