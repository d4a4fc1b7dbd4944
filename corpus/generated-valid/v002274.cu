// cudagen 0.1 seed 2274 valid
// features: kernel,kernel_extern_c,restrict_params,launch,host_device_function,main,constexpr_var,struct,operator_overload,aligned_struct,if,if_else,if_init,ternary,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_float,cast_static,cast_reinterpret,sizeof,macro_object,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define RADIUS_1 32
#define USE_FAST_PATH_2

#ifndef USE_FAST_PATH_2
#define TUNE_3 1
#else
#define TUNE_3 38
#endif
#if (TUNE_3 * 2) >= 21 && TUNE_3 != 0
#define CONFIG_4 7
#elif TUNE_3 < 0
#error unreachable configuration
#else
#define CONFIG_4 20
#endif

extern "C" {
__global__ void norm5_kernel(unsigned int a6)
{
	float cnt7 = (a6 += sizeof(int), ((a6 << 3) + a6));
	a6 = cnt7;
	if (bool cnt8 = (a6 << sizeof(int)) > (a6 + static_cast<int>(0b110011L)); a6 != cnt8) {
		a6++;
		cnt7 = (cnt8 ? (cnt8 * 52) : cnt8) % cnt8;
	}
}
}
// NOTE: keep in sync with the host reference.

struct __align__(16) Pixel9 {
	float hi10, lo11;
	unsigned vel12;
	long id13;
};

inline __host__ __device__ Pixel9 operator+(Pixel9 a, Pixel9 b)
{
	Pixel9 r = a;
	r.hi10 += b.hi10;
	r.lo11 += b.lo11;
	r.vel12 += b.vel12;
	r.id13 += b.id13;
	return r;
}
static constexpr unsigned WIDTH14 = 8;
/* NOTE: keep in sync with the host reference. */

__global__ void fold15(const float* __restrict__ coef16, int lane17)
{
	constexpr int e18 = 6;
	float idx19 = 42U;
}
// Computes one element per thread.

__host__ __device__ int bump20(int* out21)
{
	if (out21[3] == out21[2]) {
		return WIDTH14;
	}
	unsigned int* z22 = reinterpret_cast<unsigned int*>(out21);
	int tmp23 = out21[4];
	(*out21)++;
	return out21[tmp23];
}

int main()
{
	int count24 = 3165;
	if (WIDTH14 == (count24 - 2700)) {
		return count24 - (11 + count24);
	}
	if ((count24 / WIDTH14) == (1l - count24)) {
		float diff25 = 12.5f;
		fold15<<<4, 1 << (CONFIG_4 + 2)>>>(&diff25, static_cast<int>(RADIUS_1));
	} else {
	}
	norm5_kernel<<<(count24 + 63) / 64, (128)>>>(55 - count24);
	return 0;
}
