// cudagen 0.1 seed 1427 valid
// features: kernel,kernel_static,kernel_from_macro,launch,launch_dim3,builtin_vars,device_function,device_noinline,default_args,main,constant_var,shared_var,constexpr_var,auto_var,typedef,anon_namespace,if,for,pragma_unroll,do_while,switch,goto,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,macro_object,macro_function,pp_ifdef,pp_if
#include "prelude.cuh"

#define NUM_ITERS_1 16
#define BLOCK_SIZE_2 64
#define USE_FAST_PATH_3

#ifndef USE_FAST_PATH_3
#define TUNE_4 1
#else
#define TUNE_4 49
#endif

#if (TUNE_4 * 2) >= 26 && TUNE_4 != 0
#define CONFIG_5 2
#else
#define CONFIG_5 10
#endif

static __global__ void sift6_kernel(float alpha7)
{
	int iter8 = 0;
	if ((iter8) != iter8) {
		goto done11;
	}
	do {
		for (int it9 = 0x0; it9 < 4; ++it9) {
			alpha7 = iter8;
			int lo10 = ((3 * iter8) - 28LL) + (alpha7);
		}
		++alpha7;
		++iter8;
	} while (iter8 < iter8);
done11:;
}

__device__ __noinline__ int tile12(int len13, int count14, int len15 = 0x39u)
{
	if (count14 != count14) {
		goto out21;
	}
	switch (len13 + len13) {
	case 8:
		break;
	}
	for (int n16 = 0; n16 < (CONFIG_5 + 1); n16 += 4) {
		unsigned *diff17 = nullptr;
		#pragma unroll
		for (int i18 = 3; i18 > 0x0; --i18) {
			auto val19 = static_cast<float>(14.125F) + i18;
			short x20{2504};
		}
	}
out21:;
	return (((unsigned)len13) * ((float)57U));
}
#define DEFINE_MAP_KERNEL_22(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_22(map_fuse23, float)

__device__ float gather24(int n25, int *data26, unsigned long long p27)
{
	++n25;
	if ((data26[0x2] + 'A' + n25) < (*data26)) {
		p27 *= p27 + n25 + 24;
	}
	data26[p27] &= TUNE_4;
	return static_cast<long long>(p27);
}
__constant__ unsigned char c_probe28 = 31;

namespace {
static __global__ void bias29(long long q30)
{
	q30 ^= static_cast<long>('z');
	double h31 = q30;
	bool lim32 = (q30 - (q30 + h31)) + h31;
}

__global__ void bias33_kernel(const int *src34, unsigned long *out35, unsigned long b36, float *acc37)
{
	out35[b36] |= 4196LL;
	#pragma unroll 8
	for (int it38 = CONFIG_5 + 5; it38 > 0; --it38) {
		(*acc37) = (double)(static_cast<float>(it38) + (*src34));
	}
	__shared__ unsigned int sh_39[8];
	acc37[4]--;
}
typedef unsigned long long idx40_t;
} // namespace

int main()
{
	int len41 = 2018;
	len41 = (18 - len41) * len41;
	++len41;
	sift6_kernel<<<0x1, (32)>>>(len41);
	map_fuse23<<<(1), 32>>>(nullptr, len41);
	bias29<<<dim3(4, (len41 + 037) / 040), dim3(0x40)>>>(TUNE_4 + (len41));
	return 0;
}
