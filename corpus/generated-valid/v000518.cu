// cudagen 0.1 seed 518 valid
// features: kernel,kernel_extern_c,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,static_device_function,host_device_function,host_function,constexpr_function,main,constexpr_var,local_array,enum_class,if,goto,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,sizeof,macro_paste,macro_statement,pp_ifdef
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b
#define USE_FAST_PATH_3

#ifndef USE_FAST_PATH_3
#define TUNE_4 7
#else
#define TUNE_4 40
#endif

constexpr __host__ __device__ int sweep5(int len6)
{
	return ((len6 == (len6 * TUNE_4)) || ((len6 < CAT_2(len, 6)) || (len6 < CAT_2(len, 6)))) ? (((len6 * 14) != 55U) ? (2lu + len6) : (+CAT_2(len, 6))) : (+len6);
}
enum class Axis7 { High8, Fast9, Mul10 };

extern "C" __global__ void __launch_bounds__(32) update11(unsigned *data12, int stride13)
{
	int idx14 = threadIdx.x;
	stride13 &= threadIdx.x;
	ACCUM_1(stride13, (0b111000 + (~(*data12))));
	double stride15[6] = {64L, 11.25};
	stride13 = data12[stride13 & 7] + (stride13 += idx14, ((*data12) % TUNE_4));
	if ((threadIdx.z <= 32L) || (stride13 == idx14)) {
		return;
	}
	int diff16[4] = {static_cast<int>(60)};
}

static __device__ int rank17(short int cfg18, int n19)
{
	if (((cfg18 <= warpSize) || (TUNE_4 != CAT_2(cfg, 18))) && (!(CAT_2(cfg, 18) >= n19))) {
		Axis7 m20 = Axis7::Fast9;
	}
	float v21 = cfg18;
	v21++;
	int base22[3] = {24LL, n19};
	constexpr int k23 = 16;
	return v21;
}

__global__ void tally24(bool b25, const float *input26, int *data27, int lane28)
{
	unsigned tid29 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (tid29 >= lane28) {
		return;
	}
	Axis7 acc30 = Axis7::Fast9;
	if (b25 || ((*input26) > 4)) {
		goto done31;
	}
	data27[4] >>= (static_cast<unsigned>((unsigned int)(*data27)) < (*data27)) ? ((threadIdx.x << 5) - (lane28 - 25L)) : lane28;
done31:;
}

constexpr __host__ __device__ int bump32(int lane33)
{
	lane33 = TUNE_4;
	return lane33 | (31u >> (lane33));
}

__device__ int count34(float b35)
{
	size_t k36 = sizeof(int);
	b35 = b35;
	b35 = ('#' % (k36 | TUNE_4)) + b35;
	return (b35 += sizeof(float), (((35 == CAT_2(k, 36)) ? 34 : k36) >> (k36 * k36)));
}

constexpr __host__ int host_reduce37(int lane38, double p39)
{
	int off40 = (4502u % (lane38 - '0')) / 2610;
	return ((off40 & sizeof(float)) - (TUNE_4 + CAT_2(lane, 38))) % ((lane38 + off40) * 4);
}

int main()
{
	int n41 = 3502;
	update11<<<(TUNE_4 + 216), (512)>>>(nullptr, (n41 += TUNE_4, u'z') % (sizeof(int) + CAT_2(n, 41)));
	float k42 = 6;
	k42++;
	tally24<<<dim3(1 << 0b10, 4 * 2), (32), 0, (cudaStream_t)0>>>(TUNE_4 - (~n41), nullptr, nullptr, (((float)CAT_2(n, 41)) >= n41) ? (k42 * 904) : CAT_2(k, 42));
	return 0;
}
