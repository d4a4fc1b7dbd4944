// cudagen 0.1 seed 2367 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,host_device_function,host_function,default_args,main,shared_var,extern_shared,constexpr_var,struct,aligned_struct,typedef,if,for,goto,static_assert,bitwise,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_nullptr,cast_functional,sizeof,alignof,lambda,lambda_capture_value,macro_object,macro_paste,pp_ifdef,comments
#include "prelude.cuh"

#define WARPS_1 16
#define CHUNK_2 128
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 9
#else
#define TUNE_5 61
#endif
// NOTE: keep in sync with the host reference.

template <class T, int N = 4>
__global__ void __launch_bounds__(sizeof(float) * (WARPS_1 + (WARPS_1 + 32))) shade6(T* data7, float beta8, T a9)
{
	extern __shared__ float dyn_10[];
	a9 = sizeof(T);
	data7[3]++;
}

int host_fuse11(const float* src12, int len13, long q14 = 31)
{
	int hi15{' '};
	len13 = WARPS_1;
	auto fn17 = [=]() -> int {
		static_assert(sizeof(int) == 0x4, "bad config");
		unsigned k16 = int(alignof(float));
		return *src12;
	};
	fn17();
	unsigned acc18 = hi15;
	if (((CAT_3(len, 13) - 3) + 35L) != 072) {
		shade6<unsigned int, 0b111><<<2, (WARPS_1 + (TUNE_5 + 7)) * 2>>>(nullptr, 4034ul, 15 * (+len13));
		acc18 = int(len13) * (*src12);
	}
	return 26l;
}

struct __align__(8) Cell19 {
	float id20;
	double sum21;
	bool lo22;
	unsigned int count23;
};
static_assert((TUNE_5 + (WARPS_1 + 10)) > 34, "expected value");
typedef unsigned int idx24_t;

__device__ __host__ void tally25(int stride26 = 41)
{
	stride26 = TUNE_5;
	++stride26;
	--stride26;
	if (stride26 > stride26) {
		goto skip27;
	}
	if ((stride26 + sizeof(Cell19)) < CAT_3(stride, 26)) {
		return;
	}
	stride26 = 32 + stride26;
	stride26 = stride26;
skip27:;
}

int main()
{
	int size28 = 1510;
	for (int n29 = 0; n29 < size28; ++n29) {
		for (int i30 = 0; i30 < n29; ++i30) {
			float x31 = (~size28) * (i30);
			x31++;
			shade6<double, 0x4><<<(i30 + 0177) / 128, 8 * 0x4>>>(nullptr, (n29), (size28 % 872) * (x31 * x31));
		}
	}
	return 0;
}
