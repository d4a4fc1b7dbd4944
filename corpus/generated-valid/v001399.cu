// cudagen 0.1 seed 1399 valid
// features: kernel,kernel_template,kernel_from_macro,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,device_var,constant_array,constexpr_var,enum,anon_namespace,if,ternary,bitwise,shift,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define BLOCK_SIZE_1 16
#define CHUNK_2 64
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#ifdef USE_FAST_PATH_4
#define TUNE_5 2
#else
#define TUNE_5 54
#endif

#if BLOCK_SIZE_1 == 16
#define CONFIG_6 8
#else
#define CONFIG_6 25
#endif

__global__ void smooth7(short *__restrict__ data8, int count9, unsigned int alpha10)
{
	int s11 = count9;
	bool mid12{true};
	if (mid12) {
		return;
	}
}

__global__ void stencil13_kernel(int len14, unsigned long long *out15, int n16, unsigned int *__restrict__ acc17)
{
	int i18 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (i18 >= n16) {
		return;
	}
	char r19 = 22;
	signed char k20 = 0xa;
}
#define DEFINE_MAP_KERNEL_21(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_21(map_scale22, unsigned int)
DEFINE_MAP_KERNEL_21(map_scatter23, float)

template <typename T, typename U>
__global__ void kick24(T *__restrict__ data25, U alpha26, U *dst27, U *out28)
{
	int i29 = (blockIdx.x * blockDim.x) + threadIdx.x;
	float *lim30 = nullptr;
	U r31 = i29;
	(*lim30) = 34U;
}
__constant__ float c_sift32[2] = {2.875f, 2.875f};
enum Phase33 : int {
	GREEN34,
	SLOW35 = 4,
	LOW36,
	LOW37,
	SLOW38
};
__device__ unsigned int d_filter39;

__global__ void blend40_kernel(unsigned int cfg41, int *__restrict__ dst42)
{
	unsigned i43 = (blockIdx.x * blockDim.x) + threadIdx.x;
	constexpr double cnt44 = 0xF;
	float sum45 = blockDim.x;
}

namespace {
__global__ void decay46(int n47, unsigned int alpha48, int count49)
{
	unsigned i50 = (blockIdx.x * blockDim.x) + threadIdx.x;
	unsigned int w51 = CONFIG_6;
	float *f52 = nullptr;
	unsigned int w53 = ((n47 / SLOW38) + alpha48) - (threadIdx.x >> (threadIdx.x & d_filter39));
	if (w53 == n47) {
		return;
	}
}
} // namespace

float march54(int count55, long *dst56, const float *__restrict__ coef57)
{
	int f58 = -37;
	cudaStream_t q59 = nullptr;
	return 7.25f;
}

int main()
{
	int count60 = 0xa33;
	count60 = count60;
	int hi61 = ((((count60) != count60) ? 2 : (count60 - count60)) > (count60 - count60)) ? ((march54(44L, nullptr, nullptr) < BLOCK_SIZE_1) ? (49l) : (count60 & 12)) : (march54(count60, nullptr, static_cast<const float*>(nullptr)) / static_cast<int>(count60));
	march54(31 + march54(count60, nullptr, nullptr), static_cast<long*>(nullptr), nullptr);
	stencil13_kernel<<<dim3((hi61 + 127) / 0b10000000, 1, (hi61 + 0x7f) / 0x80), 0x1 << (LOW36 + 1), (SLOW38 + 0xff9)>>>(count60, nullptr, march54(hi61, (long*)nullptr, (const float*)nullptr), nullptr);
	smooth7<<<dim3(256, BLOCK_SIZE_1, (hi61 + 0x3f) / 64), dim3((count60 + 31) / 0x20)>>>(nullptr, hi61, 61U);
	map_scale22<<<SLOW38 + (SLOW35 + 117), SLOW38 + (SLOW38 + 114), sizeof(int) * 0x80, nullptr>>>(nullptr, static_cast<float>(46));
	map_scatter23<<<dim3((hi61 + 63) / 0b1000000, (hi61 + 63) / 64), (CONFIG_6 + 24), 0, nullptr>>>(nullptr, (unsigned int)march54(-64, nullptr, nullptr));
	return 0;
}
