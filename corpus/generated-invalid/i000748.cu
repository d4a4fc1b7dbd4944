// cudagen 0.1 seed 748 invalid:kernel_multiple_packs
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,host_device_function,device_template_function,host_function,default_args,main,host_global,constexpr_var,auto_var,if,for,pragma_unroll,while,static_assert,compound_assign,bitwise,logical,comparison,comma,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_float_exponent,lit_char,lit_string,lit_string_prefix,lit_nullptr,cast_static,cast_reinterpret,sizeof,macro_object,macro_function,macro_statement
#include "prelude.cuh"

#define RADIUS_1 5
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
static int g_smooth6;

__host__ __device__ char decay7(unsigned int* __restrict__ dst8, float p9 = 23.875f)
{
	long e10 = RADIUS_1;
	int w11 = 0;
	while (w11 < e10) {
		int f12((dst8[e10 & 7] / ADD3_2(w11, p9, 16)) - (((*dst8) + dst8[e10]) & dst8[e10]));
		if (!(p9 != f12)) {
			continue;
		}
		++w11;
	}
	e10 ^= *dst8;
	return w11 + 6u;
}

inline __device__ int decay13(float q14, int len15)
{
	static_assert(0b111001 > 56);
	float k16 = (len15 % (len15 % RADIUS_1)) * (blockDim.x + (len15 - 58ul));
	#pragma unroll
	for (int j17 = len15; j17 > 0b0; --j17) {
		k16 = k16;
		len15 = blockDim.z;
		auto sum18 = len15;
	}
	return ADD3_2(ADD3_2(threadIdx.x, blockIdx.y + RADIUS_1, len15 * 35), (len15 % len15) * (51 & len15), 1);
}

__device__ __noinline__ long fuse19(int* __restrict__ buf20)
{
	for (int it21 = 0; it21 < 11; it21 += 1) {
		buf20[0] = 52;
		if (!it21) {
			return (*buf20) | (it21 & sizeof(int));
		}
	}
	int base22 = ((*buf20) += buf20[3], (-57l)) - (threadIdx.z % (buf20[0] * buf20[gridDim.x & 7]));
	unsigned long z23 = ADD3_2(ADD3_2(gridDim.y, base22, RADIUS_1 & buf20[6]), 54, ('0' & base22) + (base22 + 58U));
	float tmp24 = 21.375f;
	constexpr int t25 = 45;
	return (('z' + threadIdx.x) * (t25 + threadIdx.x));
}

__global__ void spread26_kernel(int* __restrict__ dst27, float* acc28, int count29, unsigned int* buf30)
{
	long long r31 = (*buf30) / ADD3_2(dst27[0], (static_cast<float>(*dst27)), *buf30);
	static_assert((56) == 56, "bad config");
	int h32 = (dst27[5] - ADD3_2(dst27[threadIdx.x], blockDim.z, buf30[5])) - 4400;
	int* prod33 = &count29;
	double flag34 = ((58UL + h32) * (45 * count29)) & sizeof(size_t);
}

__global__ void bump35_kernel(unsigned int* data36, const int* __restrict__ src37, int* acc38, const double* in39)
{
	int i40 = (blockIdx.x * blockDim.x) + threadIdx.x;
	(*data36) = -in39[gridDim.x];
	acc38[i40 & 7] ^= 2094 + (i40 + '#');
	(*data36) = ' ';
}

__host__ __device__ float pivot41(float beta42, const int* coef43)
{
	ACCUM_3(beta42, (1.75F - (static_cast<int>(coef43[4]) - (63 * (*coef43)))));
	int m44 = beta42;
	m44 = coef43[m44] * beta42;
	beta42 = (sizeof(signed char) & m44) % 8U;
	ACCUM_3(m44, (beta42 += 6.875f, ADD3_2(*coef43, coef43[2], m44)));
	return (beta42 += coef43[0], coef43[m44 & 7]) + ADD3_2(beta42 + 2u, 46l, coef43[m44 & 7]);
}

template <class T, typename U>
__device__ __noinline__ T rank45(T* acc46, int* acc47, float alpha48)
{
	alpha48 *= 21.75F;
	(*acc46) -= -ADD3_2((static_cast<int>(acc47[blockDim.z & 7])), acc46[blockIdx.x] + sizeof(U), threadIdx.x);
	acc46[2] *= 1e1F + gridDim.x;
	static_assert(25 == 25);
	auto hi49 = ADD3_2(ADD3_2(alpha48, 9 % (*acc47), ((*acc47) += 41, (*acc47))), sizeof(U), 9 - alpha48);
	return blockDim.z + (acc47[threadIdx.x] - (*acc46));
}

int run_smooth50(float* out51, unsigned p52, double a53)
{
	long mid54 = 45;
	mid54 = +(-(out51[mid54]));
	return sizeof(int);
}
template <typename... A, typename... B>
__global__ void packs_kernel58(A... a)
{
}

int main()
{
	int n55 = 2216;
	const char* idx56 = u8"ok";
	bump35_kernel<<<sizeof(float) * 2, (512), 256, nullptr>>>(nullptr, &n55, &g_smooth6, nullptr);
	n55 -= +idx56[0];
	bump35_kernel<<<dim3((g_smooth6 + 255) / 256, 128 * 4), RADIUS_1 + 27, 0>>>(nullptr, nullptr, &g_smooth6, nullptr);
	spread26_kernel<<<1, dim3(32, (n55 + 63) / 64), sizeof(int) * 0b100000>>>(nullptr, static_cast<float*>(nullptr), g_smooth6, nullptr);
	constexpr int prod57 = 13;
	return 0;
}
