// cudagen 0.1 seed 327 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,maxnreg,launch,main,device_var,constant_array,shared_var,shared_2d,static_shared,constexpr_var,local_array,auto_var,const_local,enum,typedef,namespace,anon_namespace,if,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_const,sizeof,macro_object,pp_ifdef,comments
#include "prelude.cuh"

#define CHUNK_1 128
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 13
#else
#define TUNE_5 59
#endif
__device__ float d_smooth6;

namespace {
__global__ void __maxnreg__(64) scale7_kernel(int stride8, size_t *out9, double cfg10)
{
	if (((*out9) % out9[3]) < sizeof(int)) {
		return;
	}
	float v11 = (23.25f);
	v11 += v11;
	++cfg10;
	(++stride8, ((*out9) = (-(0x3 * stride8)) >> (14 + (out9[stride8] + out9[7]))));
	unsigned char *stride12 = nullptr;
}

static __global__ void trace13(int *data14, int stride15)
{
	stride15 = stride15;
	float stride16[3] = {9.125f};
	const float w17 = stride16[stride15];
}
typedef unsigned idx18_t;
} // namespace
__constant__ double c_scatter19[2] = {0xE46, 21.5F};
__device__ unsigned long d_mix20 = 24u;

__global__ void step21_kernel(int n22, float p23)
{
	auto off24 = 5l;
	int f25 = (d_mix20 + ((long)off24)) & ((off24 * d_mix20) + (39 & d_mix20));
	__shared__ int sh_26[0b10 * 0x2][14];
	sh_26[f25][10] = (0x17);
	d_smooth6 -= 2 + (d_smooth6 - (f25 - d_smooth6));
	__shared__ idx18_t sh_27[128];
	d_mix20--;
}

namespace kern28 {
enum Op29 : short { ADD30, HIGH31, GREEN32 = 3 };
enum Op33 {
	ADD34,
	ON35,
	IDLE36,
	BUSY37,
	OFF38
};

template <typename T, int N>
__global__ void __maxnreg__(64) tally39(const T *coef40, int stride41)
{
	d_smooth6++;
	stride41 &= (long)coef40[d_mix20];
	static __shared__ long sh_42[(kern28::IDLE36 + 14)];
	T *e43 = const_cast<T*>(coef40);
}
} // namespace kern28
// NOTE: keep in sync with the host reference.

template <class T, int N = 2>
__global__ void bump44(const T *src45, T cfg46, T *dst47, short int *acc48)
{
	(++dst47[d_mix20], (cfg46 /= sizeof(int) * dst47[0x4]));
	double u49[5] = {static_cast<double>(*src45), 37, 10, 18.625};
	float m50[5] = {10.375f};
	float y51 = N / u49[0b11];
	cfg46 /= d_mix20;
	long hi52 = dst47[d_mix20 & 7];
	__shared__ int sh_53[16];
}

int main(void)
{
	int count54 = 0x82b;
	count54 = kern28::HIGH31;
	scale7_kernel<<<1 << kern28::IDLE36, 256>>>(9, nullptr, (count54 - 8) * ((double)count54));
	if (0x40lu <= (count54 += kern28::ADD34, count54)) {
		return (9 % count54) & 52;
	}
	trace13<<<(count54 + 255) / 256, (kern28::GREEN32 + 61)>>>(nullptr, 28 * (count54 << count54));
	step21_kernel<<<kern28::HIGH31 + 7, 256>>>(count54 + count54, 11L);
	kern28::tally39<double, 3><<<256, (512)>>>(nullptr, sizeof(float));
	return 0;
}
