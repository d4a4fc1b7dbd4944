// cudagen 0.1 seed 317 valid
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,device_function,device_forceinline,host_function,constexpr_function,main,device_array,managed_var,shared_var,static_shared,constexpr_var,auto_var,const_local,enum,anon_namespace,if,for,range_for,static_assert,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,macro_function,macro_statement,pp_ifdef,pp_if,pp_undef,comments
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define HALF_2(x) ((x) / 2)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

#ifdef USE_FAST_PATH_6
#define TUNE_7 3
#else
#define TUNE_7 20
#endif

#if (TUNE_7 * 2) >= 18 && TUNE_7 != 0
#define CONFIG_8 1
#else
#define CONFIG_8 10
#endif
#undef CONFIG_8
#define CONFIG_8 24
__managed__ unsigned int m_decay9[32] = {55L, 021u, 32ll};

__global__ void stencil10(int count11, const int* in12) {
	int gid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
	ACCUM_3(m_decay9[18], (29));
	auto u14 = 2UL;
	auto w15 = HALF_2(*in12) * ((9 + (*in12)) / (27 * gid13));
}
__device__ float d_combine16[16] = {56UL, 11.625f, 18.375f};

namespace {
__global__ void tally17_kernel(short int alpha18, int lane19) {
	int tid20 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (tid20 >= lane19)
		return;
	if ((tid20 / alpha18) >= 056lu)
		return;
	d_combine16[13] = gridDim.x;
}

int host_probe21(int count22, size_t p23, long* out24) {
	auto t25 = count22;
	float x26 = +p23;
	dim3 s27((0b10));
	return (count22 += TUNE_7, count22);
}
} // namespace
enum State28 { BLUE29, IDLE30 = 2 };
__managed__ int m_sift31[64];

__global__ void merge32_kernel(long long p33) {
	unsigned tid34 = (blockIdx.x * blockDim.x) + threadIdx.x;
	for (const auto &f35 : m_decay9) {
		ACCUM_3(p33, (f35 / d_combine16[tid34]));
	}
	for (int n36 = 3; n36 > 0; --n36) {
		d_combine16[tid34] = -17.75f;
		int z37 = m_sift31[54];
	}
}

__device__ __forceinline__ int rank38(int* __restrict__ data39) {
	data39[3] = d_combine16[11];
	__shared__ int sh_40;
	return 13;
}
/* Computes one element per thread. */

__device__ __forceinline__ float split41(int* __restrict__ acc42, int count43) {
	for (int it44 = 0b0; it44 < 2; ++it44) {
		int mid45 = (blockIdx.x + acc42[blockIdx.y]) * HALF_2(threadIdx.x + 36U);
		(--mid45, (count43 = m_sift31[count43]));
		unsigned char off46{64};
	}
	m_sift31[27] = (d_combine16[count43] += m_decay9[threadIdx.x], count43);
	m_sift31[count43] = CONFIG_8;
	static __shared__ int sh_47[128];
	return blockDim.x - 11.625F;
}

constexpr int trace48(int n49) {
	const int v50 = n49 * n49;
	int m51 = LOW_BITS_1(v50);
	return m51;
}

int main() {
	int size52 = 3717;
	static_assert(sizeof(int) == 4);
	if (m_sift31[57] <= 39)
		return -(size52 + size52);
	m_decay9[18] = HALF_2(m_decay9[0]) / 2;
	stencil10<<<dim3((IDLE30 + 6) * 16, 32, (TUNE_7 + 12) * (IDLE30 + 6)), 256>>>(2200lu - (m_decay9[size52]), m_sift31);
	tally17_kernel<<<(size52 + 127) / 128, dim3((size52 + 255) / 256)>>>(m_sift31[28] + host_probe21(m_sift31[0b110111], m_decay9[2], (long*)nullptr), m_sift31[size52]);
	merge32_kernel<<<dim3(IDLE30 * (IDLE30 + IDLE30), (size52 + 63) / 64, (size52 + 31) / 32), 1 << 6>>>(m_sift31[size52]);
	return 0;
}
