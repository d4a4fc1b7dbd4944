// cudagen 0.1 seed 2098 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_device_function,default_args,main,device_array,shared_var,shared_2d,constexpr_var,auto_var,const_local,enum_class,typedef,if,if_init,ternary,compound_assign,bitwise,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_bool,lit_nullptr,cast_c,cast_reinterpret,cast_const,sizeof,alignof,macro_object,macro_function,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 32
#define WARPS_2 (8)
#define WARPS_3 8
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define MAX2_5(a, b) ((a) > (b) ? (a) : (b))
#define USE_FAST_PATH_6
#ifdef USE_FAST_PATH_6
#define TUNE_7 16
#else
#define TUNE_7 33
#endif
#if TUNE_7 == 16
#define CONFIG_8 5
#else
#define CONFIG_8 20
#endif
#undef NUM_ITERS_1
#define NUM_ITERS_1 2
__host__ __device__ int combine9(float *__restrict__ dst10, int n11 = 15)
{
	if ((n11 + dst10[4]) >= (*dst10)) {
		return CONFIG_8;
	}
	n11 |= (n11 - ((unsigned char)dst10[1])) + n11;
	if (n11 == n11) {
		return n11;
	}
	(*dst10) /= ((n11 ^ 40) == 5) ? 0x7 : dst10[n11 & 7];
	const int q12 = ((0x26l - n11) * (n11 + 45)) | n11;
	return WARPS_3;
}
__device__ bool d_count13[16] = {true, true, true, false};
__global__ void scatter14_kernel(const float *input15, const float *coef16)
{
	int idx17 = (blockIdx.x * blockDim.x) + threadIdx.x;
	__shared__ short sh_18[7][6];
	if ((threadIdx.y | (60 - d_count13[3])) <= 0x1B) {
		if (((blockDim.y - 46) - ((idx17 > coef16[idx17 & 7]) ? 0b1000 : blockIdx.y)) > 45) {
			d_count13[15] = WARPS_2 > MAX2_5(((coef16[4] <= 0b100101) ? coef16[idx17] : gridDim.z), (float)59);
			auto x19 = ((sh_18[0][3] & 54) * alignof(float));
			__shared__ long sh_20[128];
		}
	}
}
enum class Axis21 : long { Busy22, Off23, On24 };
typedef float real25_t;
constexpr int TILE26 = NUM_ITERS_1 + 2;
__global__ void drift27(Axis21 cfg28, int stride29, const int *src30, const real25_t *input31)
{
	int idx32 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (idx32 >= stride29) {
		return;
	}
	if (combine9(const_cast<real25_t*>(input31), *input31) > d_count13[stride29]) {
		Axis21 f33 = Axis21::Busy22;
	}
	if (signed char acc34 = d_count13[idx32] + 0x8; (TILE26 - d_count13[0b0]) < combine9(const_cast<float*>(input31), 57 & stride29)) {
		Axis21 res35 = Axis21::On24;
	}
	cfg28 = cfg28;
	double diff36 = +(20.5F + (+src30[idx32]));
}
typedef float real37_t;
__global__ void filter38_kernel(unsigned short *dst39)
{
	unsigned gid40 = threadIdx.x;
	__shared__ int sh_41;
	constexpr long res42 = (48);
	combine9(reinterpret_cast<real25_t*>(dst39), gridDim.z);
	sh_41 = combine9(nullptr);
}
int main()
{
	int size43 = 2021;
	filter38_kernel<<<dim3((32), (size43 + 127) / 128, (size43 + 0b111111) / 64), WARPS_2 + (WARPS_2 + (WARPS_2 + 104)), WARPS_3 + 07770>>>(nullptr);
	combine9(nullptr, 3355u - combine9((real37_t*)nullptr, 0x7));
	int base44 = combine9(nullptr, 44 + size43) + 48;
	scatter14_kernel<<<128, dim3((size43 + 31) / 32), 0b0>>>(nullptr, (const real37_t*)nullptr);
	drift27<<<dim3((base44 + 127) / 128, 32), TUNE_7 + 496, sizeof(int) * (WARPS_3 + (TUNE_7 + (WARPS_3 + 992)))>>>(Axis21::Busy22, ((base44 >= TILE26) ? base44 : TILE26) - 57, &base44, nullptr);
	return 0;
}
