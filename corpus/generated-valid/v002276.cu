// cudagen 0.1 seed 2276 valid
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,launch_shared_mem,host_device_function,device_template_function,host_function,default_args,main,shared_var,static_shared,host_global,constexpr_var,auto_var,struct,if,if_else,static_assert,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_bool,lit_nullptr,cast_c,cast_functional,cast_reinterpret,cast_const,sizeof
#include "prelude.cuh"

__global__ void fuse1_kernel(int count2, int len3, const int* __restrict__ src4)
{
	bool cnt5 = true + (*src4) + false;
	if (cnt5 || (!src4)) {
		len3 ^= long(*src4);
		count2 -= cnt5 - (30 / (cnt5 % 3221l));
		float f6 = count2;
	} else {
		++len3;
	}
}

static __global__ void probe7_kernel(const int* input8, int n9, float b10, int* __restrict__ data11)
{
	float lim12 = input8[n9 & 0b111];
	static_assert(25 > 24);
	b10 += b10;
	--n9;
	if (input8[0b111] >= (data11[n9] / b10))
		return;
}

struct Sample13 {
	unsigned vel14;
	double y15;
};
constexpr int LANES16 = 7;

__global__ void drift17(int lane18, float cfg19, int count20, int* __restrict__ acc21)
{
	int e22 = LANES16;
	cfg19 = *acc21;
	unsigned int diff23 = 43;
	static __shared__ float sh_24[256];
}

template <typename T, typename U>
inline __device__ __host__ int filter25(T* __restrict__ buf26, U b27)
{
	buf26[2] *= 16.375f;
	auto f28 = 53u;
	--buf26[f28];
	int f29 = b27 * 39;
	constexpr double tmp30 = 23.0F;
	b27 *= LANES16 % ((f28 - f29) | LANES16);
	return LANES16;
}
int g_stencil31 = 9;

int host_norm32(const long* in33, int* data34, int stride35 = -1605)
{
	if ((stride35 += 0x35LL, g_stencil31) > (g_stencil31 + 0x339))
		probe7_kernel<<<(LANES16 + (LANES16 + (LANES16 + (LANES16 + 0xE4)))) * 0x2, sizeof(unsigned int) * (LANES16 + (LANES16 + 50)), 1024>>>(data34, g_stencil31, 24.125F, data34);
	fuse1_kernel<<<dim3(2, (stride35 + 31) / 0x20, 0x2 * 2), 128, sizeof(float) * 32>>>(((stride35 == 35) ? 52 : g_stencil31) % stride35, filter25<long, int>(reinterpret_cast<long*>(data34), filter25(reinterpret_cast<double*>(data34), 3l)), reinterpret_cast<const int*>(in33));
	stride35 += 3980;
	float v36 = (data34[g_stencil31]);
	v36 -= (g_stencil31 += v36, LANES16) + sizeof(float);
	return stride35;
}

static __global__ void grow37_kernel(const int* __restrict__ input38)
{
	if (((*input38) - (*input38)) != (LANES16 + input38[0])) {
		if (((*input38) + 6) >= 27) {}
		Sample13 u39 = {36UL, double(input38[6])};
		filter25((unsigned int*)nullptr, 7U);
	}
}

int main()
{
	int size40 = 251;
	dim3 f41 = dim3(4);
	size40 = size40;
	drift17<<<dim3(32, (g_stencil31 + 31) / 0x20), sizeof(unsigned int) * 16, 0b0>>>(LANES16, 0b100000, size40, nullptr);
	grow37_kernel<<<(LANES16 + 249), sizeof(unsigned int) * (LANES16 + 1), sizeof(unsigned int) * 1024>>>(nullptr);
	return 0;
}
