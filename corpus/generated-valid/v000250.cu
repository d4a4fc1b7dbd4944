// cudagen 0.1 seed 250 valid
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_forceinline,host_device_function,constexpr_function,main,constexpr_var,auto_var,using_alias,if,for,goto,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_object,macro_function,pp_if
#include "prelude.cuh"

#define NUM_ITERS_1 256
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

#if (NUM_ITERS_1 * 2) >= 56 && NUM_ITERS_1 != 0
#define CONFIG_6 2
#else
#define CONFIG_6 22
#endif
constexpr int DEPTH7 = 3;

__device__ __forceinline__ void decay8(float a9)
{
	if (((float)a9) == CONFIG_6) {
		goto skip11;
	}
	for (int j10 = 0xf; j10 > 0; --j10) {
		a9 = static_cast<long>((12));
		a9 = NUM_ITERS_1 >> ((j10 << j10) >> DEPTH7);
	}
	a9 = 1.f + (a9 + TWICE_PLUS_3(a9, 25l));
skip11:;
}

__global__ void __maxnreg__(32) merge12(unsigned int* __restrict__ buf13)
{
	if (15 == buf13[3])
		return;
	auto lim14 = (buf13[2] >> buf13[2]) - sizeof(double);
}

constexpr __host__ __device__ int merge15(int n16)
{
	return n16 * 24;
}
using ptr17_t = unsigned*;

__global__ void mix18(int* out19)
{
	(*out19)--;
	(*out19) = 59L;
	out19[1]--;
	ptr17_t val20 = reinterpret_cast<ptr17_t>(out19);
}

__global__ void __maxnreg__(64) norm21_kernel(unsigned int* data22, const float* src23, double* data24, ptr17_t acc25)
{
	double y26 = (merge15(data24[5]) * ((*src23) + (*src23))) - (ADD3_2(src23[0], src23[4], DEPTH7) + ((*acc25) % (*data22)));
	data22[3] = DEPTH7;
	double hi27 = (merge15(src23[6]) - merge15(*data24)) * (src23[4] * data22[0x3]);
	(*data22) = merge15(((*acc25) += DEPTH7, ((int)53)));
	short int* flag28 = reinterpret_cast<short*>(acc25);
}

inline __device__ double tile29(unsigned int q30)
{
	for (int j31 = 0; j31 < 0x7; ++j31) {
		unsigned int* t32 = nullptr;
		t32[q30] = merge15(q30);
	}
	return static_cast<float>(3 << (q30 * 986));
}

__device__ __forceinline__ int count33(float p34, int n35)
{
	ptr17_t m36 = (ptr17_t)nullptr;
	constexpr int t37 = (DEPTH7 + 24);
	return p34;
}

int main()
{
	int count38 = 2165;
	cudaStream_t q39 = nullptr;
	count38--;
	merge12<<<(count38 + 255) / 256, dim3((CONFIG_6 + 126), (count38 + 0377) / 0400, 1 << 0x2), 1 << (CONFIG_6 + (DEPTH7 + 5))>>>((ptr17_t)nullptr);
	mix18<<<dim3((count38 + 127) / 128, NUM_ITERS_1, (count38 + 255) / 256), 0x80 * CONFIG_6, 0x0, q39>>>(nullptr);
	norm21_kernel<<<dim3((count38 + 0x7f) / 128, (CONFIG_6 + 6) * (CONFIG_6 + 14), (count38 + 255) / 256), dim3((count38 + 31) / 32, CONFIG_6 * (CONFIG_6 + CONFIG_6), (count38 + 127) / 128), sizeof(int) * 256>>>(static_cast<ptr17_t>(nullptr), static_cast<const float*>(nullptr), nullptr, nullptr);
	return 0;
}
