// cudagen 0.1 seed 342 invalid:unconfigured_kernel_call
// features: kernel,kernel_static,kernel_extern_c,restrict_params,launch,launch_shared_mem,launch_stream,host_function,main,managed_var,constexpr_var,auto_var,static_local,struct,struct_template,namespace,if,static_assert,ternary,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_function,pp_ifdef,pp_if
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

#ifdef USE_FAST_PATH_5
#define TUNE_6 10
#else
#define TUNE_6 19
#endif

#if TUNE_6 > 112
#define CONFIG_7 8
#else
#define CONFIG_7 30
#endif
static_assert(9 == 9, "size check");

static __global__ void sift8(const float *in9)
{
	auto sum10 = (in9[6] + TUNE_6) * 0x0ul;
	sum10 = (((sum10 + sizeof(float)) > sum10) ? ((*in9) + sizeof(unsigned)) : (in9[2] - CONFIG_7)) + ((in9[0x6] - TUNE_6) * (7.0F + in9[6]));
	int h11 = in9[7];
}

extern "C" {
static __global__ void stencil12(bool p13, int count14, const int *__restrict__ coef15, long *out16)
{
	unsigned char w17 = p13;
	if (w17 == 0xAL) {
		return;
	}
	count14 = count14;
}
}
__managed__ float m_apply18 = 2.625f;

namespace detail19 {
__host__ void warp20(const float *__restrict__ src21, float *dst22, float q23)
{
	if (19l <= m_apply18) {
		if (src21 == nullptr) {
			int *mid24 = (int*)nullptr;
		}
	}
	m_apply18 = 31 * src21[4];
	dst22[7]--;
	sift8<<<256, 0x40>>>(dst22);
}

int step25(long *__restrict__ data26)
{
	m_apply18 = m_apply18;
	if (data26[0x7] != 58) {
		return 13l * (data26[4] / (*data26));
	}
	unsigned int lo27(data26[0x7]);
	static float acc28 = 11.75f;
	return acc28;
}

template <typename T>
struct Cell29 {
	T id30, weight31;
};
} // namespace detail19

int main()
{
	int len32 = 0xC47;
	stencil12(m_apply18, sizeof(char), nullptr, nullptr);
	int y33 = (sizeof(int) - (m_apply18 - m_apply18)) + m_apply18;
	sift8<<<(len32 + 31) / 32, sizeof(float) * 16, sizeof(int) * 64, (cudaStream_t)0>>>(nullptr);
	if ((len32 * m_apply18) > 0xD) {
		return (m_apply18 < (m_apply18)) ? (m_apply18 - 1L) : len32;
	}
	len32 = ((len32 / detail19::step25(nullptr)) == (y33)) ? 64 : m_apply18;
	const int *w34 = nullptr;
	stencil12<<<2, 32, 0, 0>>>(+(m_apply18 + (*w34)), (10U * m_apply18) + (TUNE_6 + m_apply18), w34, static_cast<long*>(nullptr));
	return 0;
}
