// cudagen 0.1 seed 55 invalid:undeclared_identifier
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_noinline,host_function,static_host_function,default_args,main,device_var,constant_var,shared_var,shared_2d,host_global,constexpr_var,local_array,auto_var,namespace,if,switch,goto,static_assert,ternary,compound_assign,bitwise,logical,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,pp_ifdef
#include "prelude.cuh"

#define TILE_DIM_1 4
#define RADIUS_2 (TILE_DIM_1 + (TILE_DIM_1 + (TILE_DIM_1 + (TILE_DIM_1 + (TILE_DIM_1 + 12)))))
#define WARPS_3 (TILE_DIM_1 + 60)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define USE_FAST_PATH_6

#ifndef USE_FAST_PATH_6
#define TUNE_7 2
#else
#define TUNE_7 60
#endif

template <class T, class U>
__global__ void weigh8_kernel(const T* src9)
{
	int diff10{4};
	short y11[(0b111)]{075, static_cast<short>(src9[0x5]), 31u, 39U, 24, 2535, 26};
	if ((diff10 / 06524L) < 0x35) {
		return;
	}
	unsigned int idx12 = 4040;
}

__global__ void pivot13_kernel(int stride14, unsigned b15)
{
	int e16 = sizeof(float);
	unsigned char e17 = b15;
	float t18 = b15;
}
static __device__ short d_grow19 = 22;

__device__ __noinline__ long grow20(int stride21, short int alpha22, short a23 = 28)
{
	float v24 = WARPS_3;
	__shared__ int sh_25[(9)][0b10001];
	short sum26 = TILE_DIM_1;
	auto z27 = alpha22 - ((sum26 < 54) ? 23.875f : 0x5);
	constexpr int cnt28 = 51;
	int h29[2]{int(15ULL), 0x2};
	static_assert((sizeof(unsigned int) * 5) == 20);
	return (44UL ^ sum26) & (56 | (a23 ^ h29[d_grow19]));
}
double g_fuse30 = 17.5f;

namespace img31 {
__constant__ int c_smooth32 = 30;

template <typename T, int N = 4>
__global__ void clamp33(T alpha34, T* buf35, T q36)
{
	if (!(buf35 == nullptr)) {
		return;
	}
	short int f37 = buf35[0] - (16lu % d_grow19);
	T hi38 = sizeof(T);
}

static int host_fold39(int len40, int* acc41, double* data42)
{
	unsigned char e43{static_cast<unsigned char>(255LL + ((unsigned int)len40))};
	if (!acc41) {
		goto skip44;
	}
	weigh8_kernel<long, unsigned><<<dim3((TILE_DIM_1 + 508), TUNE_7 + 196, (1)), 0b100000, sizeof(float) * 32, 0>>>(nullptr);
skip44:;
	return g_fuse30;
}
} // namespace img31
__constant__ float c_smooth45 = -034l;

__global__ void warp46(int count47, int* buf48, float a49, unsigned int* data50)
{
	a49 /= 57 & count47;
	int acc51 = (*data50) / 8u;
	auto idx52 = (((acc51 >= c_smooth45) ? d_grow19 : data50[acc51]) ^ ((*data50) - 0x18U)) % ((acc51 - TILE_DIM_1) + (*data50));
}

__global__ void mix53_kernel(float* out54)
{
	constexpr double lim55 = 0x1f;
	switch (d_grow19) {
	case (0b110): {
		unsigned long long s56 = sizeof(float);
		break;
	}
	case 3:
		break;
	case TILE_DIM_1 + 3: {
		__shared__ float sh_57[32];
		__shared__ int sh_58[2][9];
		break;
	}
	case 12:
		break;
	}
}

int main(void)
{
	int count59 = 2751;
	count59 = missing_value63(count59);
	g_fuse30 = (-2661);
	long long m60 = count59;
	int z61 = g_fuse30 + (+(3833 + count59));
	warp46<<<dim3((16)), sizeof(unsigned int) * 32, 0, (cudaStream_t)0>>>(count59, &z61, z61 + m60 + RADIUS_2, (unsigned*)nullptr);
	pivot13_kernel<<<dim3(2 * 2, (count59 + 31) / 0b100000), sizeof(float) * 0x10, (TUNE_7 + 964)>>>((count59 - TUNE_7) + RADIUS_2, g_fuse30);
	img31::clamp33<long, (TILE_DIM_1 + 0b100)><<<TILE_DIM_1 * 2, 32, 0>>>(TILE_DIM_1, nullptr, z61 & count59);
	mix53_kernel<<<dim3(1, 2), RADIUS_2 + 0x20, 0>>>(nullptr);
	return 0;
}
