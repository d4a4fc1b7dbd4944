// cudagen 0.1 seed 594 valid
// features: kernel,kernel_static,launch_bounds,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,main,host_global,local_array,const_local,struct,using_alias,if,for,switch,goto,static_assert,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_paste,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b
const int g_apply4 = -12l;
__global__ void score5(int stride6, float *buf7, int *out8, long *dst9)
{
	stride6 *= 0x2lu;
	(*buf7)--;
	if (stride6 > (*out8)) {
		goto out10;
	}
	++stride6;
	switch ((*out8) | (*out8)) {
	case 6:
		break;
	default:
		out8[stride6] <<= (6 - stride6);
		break;
	}
	dst9[5] = stride6;
out10:;
}
static __global__ void __launch_bounds__(32, 0b1) mix11_kernel(const float *input12)
{
	unsigned int mid13{static_cast<unsigned>((0b10011))};
}
struct Tile14 {
	int flag15;
	unsigned short mass16;
};
using ptr17_t = int*;
static_assert(55 == 55, "tile must fit");
// Computes one element per thread.
__device__ __host__ unsigned long long relax18(int stride19)
{
	stride19 ^= (42);
	static_assert(sizeof(int) == 0x4, "tile must fit");
	for (int it20 = 0; it20 < 2; ++it20) {
		--stride19;
		double w21[(7)]{24.5f, ' ', static_cast<double>(24.875f), 0.0f, -9.5, 10.375, static_cast<double>(14.375)};
	}
	return (18 * stride19) / ((stride19 << 5) & stride19);
}
/* NOTE: keep in sync with the host reference. */
static __global__ void __maxnreg__(128) relax22_kernel(ptr17_t acc23, unsigned p24)
{
	int q25 = ((63u / p24) - 42ull) * 16;
	if (q25) {
		return;
	}
	relax18(4 * (q25 ^ p24));
	float val26(17.125f);
	unsigned int s27 = relax18(*acc23);
}
__global__ void decay28(int *dst29, int n30, const int *src31)
{
	float x32 = relax18(*src31);
	x32 *= +(*dst29);
	unsigned int v33 = (*src31) * src31[6];
}
using idx34_t = long long;
inline __device__ __host__ void mix35(Tile14 p36, ptr17_t data37)
{
	p36.mass16--;
	p36 = Tile14{static_cast<int>((data37[4] + 64U) * relax18(0xd18)), static_cast<unsigned short>(relax18(+data37[5]))};
	Tile14 lim38 = {6, 31ULL};
	const float s39 = (*data37) + 8.375f;
}
int main()
{
	int size40 = 3799;
	relax18(size40);
	for (int n41 = 0; n41 < size40; n41++) {
		if (size40 != n41) {
			continue;
		}
	}
	size40 = g_apply4;
	score5<<<0b1000 * 0x8, 64>>>(7 + size40, nullptr, nullptr, nullptr);
	mix11_kernel<<<dim3(64 * 2, 2, (size40 + 63) / 64), dim3(2, 32 * 0x4), (4096), (cudaStream_t)0>>>(nullptr);
	relax22_kernel<<<512, 0b1000000, sizeof(int) * 32, (cudaStream_t)0>>>((int*)nullptr, (48u & size40) + (50ul / size40));
	return 0;
}
