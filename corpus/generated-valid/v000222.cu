// cudagen 0.1 seed 222 valid
// features: kernel,maxnreg,restrict_params,launch,launch_shared_mem,builtin_vars,grid_stride_loop,device_function,host_function,constexpr_function,main,constexpr_var,local_array,auto_var,struct,if,for,pragma_unroll,switch,ternary,compound_assign,bitwise,logical,comparison,comma,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,sizeof,alignof,macro_object,macro_function,pp_ifdef
#include "prelude.cuh"

#define RADIUS_1 5
#define WARPS_2 (64)
#define RADIUS_3 3
#define SQR_4(x) ((x) * (x))
#define ADD3_5(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)

#ifdef USE_FAST_PATH_8
#define TUNE_9 4
#else
#define TUNE_9 52
#endif

__device__ float tile10(unsigned int b11, float beta12, double alpha13)
{
	#pragma unroll
	for (int j14 = 0; j14 < 0xf; j14 += 0x1) {
		constexpr int off15 = 0x23;
		signed char f16[4] = {0x20};
	}
	return ((beta12 >= alpha13) ? (alpha13 * alignof(float)) : (beta12 + b11)) - 48ul;
}

constexpr int march17(int stride18, float q19)
{
	int val20 = stride18;
	return stride18 + '\x7f';
}

struct Body21 {
	int hi22;
	long val23;
	size_t val24;
};

__global__ void __maxnreg__(32) sweep25_kernel(const float *in26, int *__restrict__ out27)
{
	#pragma unroll 8
	for (int it28 = (blockIdx.x * blockDim.x) + threadIdx.x; it28 < 6; it28 += blockDim.x * gridDim.x) {
		float v29 = (tile10(109L, it28, sizeof(signed char)) >= threadIdx.z) ? blockIdx.x : in26[0];
		tile10(((threadIdx.z * gridDim.x) <= blockIdx.x) ? ((it28 >= it28) ? v29 : v29) : (in26[3] / it28), threadIdx.z - (9.625f * v29), 0x1cu * in26[it28 & 0b111]);
		constexpr long long flag30 = 569U;
	}
	switch (out27[0x4]) {
	case 0: {
		(*out27) += tile10(threadIdx.x + 33l, (blockDim.x <= in26[threadIdx.x & 0b111]) ? out27[0x0] : (*in26), float(*out27)) + ADD3_5((in26[6]), *out27, (out27[1] += RADIUS_3, in26[3]));
		bool cnt31 = (out27[threadIdx.y] & 1);
		break;
	}
	default:
		break;
	}
}

constexpr int warp32(int lane33)
{
	lane33 = (RADIUS_1 * ((char)lane33)) / march17(lane33, 7 + lane33);
	return 0x28l;
}

int main()
{
	int n34 = 3973;
	n34 = n34;
	Body21 idx35 = Body21{-1893, '\101', 0x24lu};
	int t36 = n34;
	if (n34) {
		return (n34 + n34) | n34;
	}
	auto lim37 = ((!(47 == n34)) ? (3 - n34) : march17(idx35.val23, n34)) % march17(idx35.hi22, warp32(t36));
	sweep25_kernel<<<2, WARPS_2 + 192, (TUNE_9 + 460) * 2>>>((const float*)nullptr, &n34);
	return 0x0;
}
