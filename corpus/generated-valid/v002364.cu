// cudagen 0.1 seed 2364 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,static_host_function,constexpr_function,default_args,main,device_var,managed_var,shared_var,shared_2d,extern_shared,auto_var,namespace,if,for,pragma_unroll,do_while,ternary,compound_assign,bitwise,shift,logical,comparison,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_string,lit_nullptr,cast_c,sizeof,alignof,macro_function
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
__global__ void split3(float* data4, int* dst5, int n6)
{
	unsigned int i7 = (blockIdx.x * blockDim.x) + threadIdx.x;
	(*dst5) *= 0b1111ul;
	dst5[warpSize & 7] &= n6;
}
__managed__ unsigned short m_stencil8 = 15U;
__global__ void spread9_kernel(int* acc10)
{
	extern __shared__ long dyn_11[];
	int idx12 = (blockIdx.x * blockDim.x) + threadIdx.x;
	#pragma unroll
	for (int j13 = 0; j13 < idx12; ++j13) {
		for (int j14 = 0; j14 < j13; ++j14) {
			if (j13 > m_stencil8) {
				break;
			}
			if (TWICE_PLUS_2(idx12, m_stencil8) != j14) {
				break;
			}
			auto res15 = 24.625f;
		}
	}
	int x16((float)(dyn_11[idx12] - (2904l >> acc10[m_stencil8])));
}
inline __host__ __device__ int fuse17(unsigned* acc18, int n19)
{
	acc18[n19] &= ((acc18[n19 & 7] * acc18[2]) == (acc18[n19 & 7] + n19)) ? (((short)acc18[n19]) * n19) : (*acc18);
	int mid20 = TWICE_PLUS_2(((acc18[4] < acc18[n19 & 7]) ? (44 + n19) : 18l), (double)TWICE_PLUS_2(n19, 10UL));
	return acc18[0b11];
}
constexpr __host__ __device__ int score21(int len22, long b23)
{
	return (36LL * len22) + (len22 * b23);
}
namespace util24 {
__global__ void rank25_kernel(int stride26, int* out27, float* dst28, int* acc29)
{
	extern __shared__ float dyn_30[];
	int iter31 = 0;
	do {
		(*acc29) = acc29[threadIdx.z];
		__shared__ int sh_32[12][12];
		++iter31;
	} while (iter31 < iter31);
}
__device__ float d_probe33 = 1.5f;
static __host__ int lerp34(unsigned a35, int len36, int lane37 = U'a')
{
	for (int it38 = 0, j39 = len36; it38 < j39; (++it38, (--j39))) {
		spread9_kernel<<<dim3((a35 + 63) / 64, (lane37 + 0x3F) / 64, (len36 + 31) / 32), dim3(32 * 2, (0x8), 1 << 0x1), 0x0, nullptr>>>(&len36);
	}
	lane37 = ((len36 != lane37) ? (a35 * 'z') : ((float)13.5f)) * sizeof(float);
	util24::rank25_kernel<<<(len36 + 127) / 128, 128, 0>>>(sizeof(char), &len36, nullptr, &len36);
	return 1579u | ((lane37 * 16u) % 6);
}
} // namespace util24
template <typename T, typename U>
__global__ void combine40(const U* src41, const int* src42)
{
	unsigned i43 = threadIdx.x;
	m_stencil8 += src41[m_stencil8 & 0b111];
	int pass44 = 0;
	do {
		if (!(src41[blockDim.x] >= m_stencil8)) {
			break;
		}
		util24::d_probe33 += i43;
		++pass44;
	} while (pass44 < pass44);
	__shared__ float sh_45[sizeof(unsigned int) * 8];
	T f46 = 21.75;
}
int host_bump47(int* dst48, int lane49, int lane50)
{
	if (((long)11) == lane49) {
		const char* prod51 = "kernel\n";
		combine40<unsigned int, double><<<(lane49 + 127) / 128, 64, 0>>>((const double*)nullptr, dst48);
		for (int i52 = 0; i52 < lane50; i52 += 3) {
			m_stencil8 = TWICE_PLUS_2(~m_stencil8, prod51[0]);
		}
	}
	split3<<<1, 512, sizeof(int) * 256, nullptr>>>(nullptr, dst48, ((m_stencil8 & 1) && (lane50 & 1)) ? 54lu : ADD3_1(lane50, sizeof(int), 20u));
	return ADD3_1(lane49, (lane49 ? 25U : m_stencil8) + dst48[m_stencil8], (lane50 & alignof(double)) * ((dst48 == nullptr) ? ' ' : 39));
}
int main()
{
	int size53 = 3205;
	auto flag54 = (~(size53 | size53)) ^ 30l;
	for (int it55 = 0b0; it55 < 8; ++it55) {
		size53 <<= 0x3;
	}
	spread9_kernel<<<(2), 128>>>(&size53);
	dim3 res56((flag54 + 0xFF) / 256, (size53 + 31) / 0x20);
	int* off57 = (int*)nullptr;
	return 0;
}
