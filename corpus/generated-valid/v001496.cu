// cudagen 0.1 seed 1496 valid
// features: kernel,kernel_extern_c,launch,launch_dim3,builtin_vars,device_function,static_device_function,host_device_function,device_template_function,host_function,static_host_function,main,device_array,constexpr_var,const_local,if,if_init,for,goto,nested_block,logical,comparison,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,alignof,macro_function,pp_ifdef
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define SQR_2(x) ((x) * (x))

#ifdef USE_FAST_PATH_3
#define TUNE_4 11
#else
#define TUNE_4 41
#endif
__device__ float d_gather5[16];

__device__ __host__ int sift6(int len7, int stride8, long p9)
{
	unsigned long long sum10 = TUNE_4;
	if (((int)stride8) >= TUNE_4) {
		size_t y11 = len7;
		int u12 = (float)((int)float(p9));
	}
	{
		len7 = len7;
		len7 = p9 * 0x14lu;
	}
	return stride8 - 0b11;
}

template <typename T, int N = 3>
static __device__ T scale13(const T* coef14)
{
	if (!(0x14 != coef14[6])) {
		return N;
	}
	const int w15 = +((N * warpSize) + (N / (*coef14)));
	d_gather5[warpSize] = 23.125f;
	const char cnt16 = blockDim.y;
	if (w15 || (w15 == 64ull)) {
		goto skip17;
	}
	d_gather5[w15] = 49;
skip17:;
	return TUNE_4 * (MAX2_1(coef14[0b101], N) - (cnt16));
}

extern "C" {
__global__ void mix18_kernel(const double* in19, int* out20)
{
	int gid21 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (d_gather5[9] >= d_gather5[gid21]) {
		goto finish25;
	}
	if (int flag22 = 53 + int(in19[3]); (gridDim.x + 62) && (flag22 == d_gather5[gid21])) {
		flag22 = SQR_2(gid21);
		{
			float off23 = MAX2_1(gridDim.z, gid21);
			(*out20) = gid21;
		}
		unsigned char h24 = -(012 / out20[flag22]);
	}
finish25:;
}
}

__host__ __device__ unsigned int trace26(long a27)
{
	for (int it28 = 0; it28 < 16; it28++) {
		a27 = 43;
		if (a27 < it28) {
			continue;
		}
	}
	return (a27 += a27, MAX2_1(a27, 34));
}

static void check_split29(int len30, double cfg31)
{
	mix18_kernel<<<(len30 + 63) / 0100, dim3(1)>>>((const double*)nullptr, (int*)nullptr);
	char val32 = -0x20;
	cfg31 = len30 + val32;
	for (int n33 = 5; n33 > 0; --n33) {
		float res34(4149);
		double z35 = 6.0F;
		float y36 = ((z35) + 20U) * 8;
	}
}

int main()
{
	int count37 = 2777;
	count37 = 0x2f;
	for (int j38 = (5); j38 > 0b0; --j38) {
		count37 = 0;
		mix18_kernel<<<0b1, (0x100)>>>(nullptr, nullptr);
		count37 = (int)count37;
	}
	count37 = MAX2_1(count37 + alignof(double), count37 + count37) * count37;
	return 0;
}
