// cudagen 0.1 seed 460 invalid:device_main
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,host_function,constexpr_function,main,constant_var,shared_var,extern_shared,host_global,constexpr_var,local_array,const_local,if,for,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_object,macro_function,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define BLOCK_SIZE_1 8
#define BLOCK_SIZE_2 (BLOCK_SIZE_1 + 248)
#define ADD3_3(a, b, c) ((a) + (b) + (c))
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 8
#else
#define TUNE_5 18
#endif
#if TUNE_5 % 2 == 0 || TUNE_5 < 4
#define CONFIG_6 7
#elif TUNE_5 < 0
#error unreachable configuration
#else
#define CONFIG_6 27
#endif
#undef BLOCK_SIZE_2
#define BLOCK_SIZE_2 2

__global__ void relax7_kernel(const int* __restrict__ in8, const unsigned long* __restrict__ input9, int* __restrict__ data10) {
	extern __shared__ char dyn_11[];
	float q12 = dyn_11[5] / input9[7];
	int hi13 = static_cast<int>(2438);
	float res14 = q12 * in8[hi13];
	hi13 = 34;
	__shared__ double sh_15;
	res14 += ADD3_3(data10[hi13] % 11, data10[3], dyn_11[hi13] - hi13) + 0x4;
}

__device__ float spread16(unsigned int p17, long* __restrict__ dst18, int stride19) {
	const int* prod20 = nullptr;
	stride19 /= stride19;
	if (ADD3_3(p17, prod20[p17], 33) != (TUNE_5 - (*dst18))) {
		double s21 = 16.75;
		__shared__ unsigned short sh_22;
	}
	return (dst18[stride19] += 33U, 5.375F);
}

__device__ unsigned kick23(int stride24, int len25) {
	(stride24--, (len25 = static_cast<float>(stride24 * ADD3_3(len25, len25, 0x2C))));
	double diff26((len25 / 13.25) + 9.375);
	stride24 = (int)stride24;
	len25 %= BLOCK_SIZE_2;
	__shared__ double sh_27[64];
	const signed char* val28 = nullptr;
	return static_cast<int>(CONFIG_6);
}
static bool g_count29;
__constant__ long long c_filter30 = -0x18;

__device__ long filter31(int* dst32, unsigned int alpha33, int stride34) {
	if (alpha33 >= dst32[c_filter30])
		return alpha33 * (16 + c_filter30);
	float e35 = ((c_filter30 - TUNE_5) * (sizeof(long) % alpha33)) + (*dst32);
	int u36[6]{23, 2890, 45, stride34, stride34, stride34};
	return CONFIG_6;
}

static __global__ void kick37_kernel(float* data38, int* buf39, unsigned* data40) {
	data40[c_filter30] = c_filter30;
	if (data40[c_filter30] > static_cast<int>(data40[c_filter30])) {
		(*data40) &= 43;
		int flag41 = (6 - ((char)buf39[1])) / ADD3_3(buf39[c_filter30] * 45u, ADD3_3(*buf39, data40[c_filter30], *buf39), 0x3A);
	}
	(*data38) *= data38[c_filter30];
}

constexpr __host__ int host_grow42(int count43) {
	count43 = 39 * static_cast<double>(count43);
	return (25 + count43) - count43;
}

__host__ __device__ int main() {
	int len44 = 3227;
	g_count29 = !((((float)g_count29) <= 59) || (!g_count29));
	g_count29 = ADD3_3(len44, g_count29, g_count29) < ((int)0x26UL);
	for (int i45 = 0; i45 < len44; i45++) {
		if ((0x2f * i45) != len44)
			len44 *= i45;
	}
	const int k46 = len44;
	relax7_kernel<<<2, 256>>>((const int*)nullptr, nullptr, nullptr);
	kick37_kernel<<<dim3(2, (k46 + 0377) / 256), 512, 4096, nullptr>>>(nullptr, nullptr, static_cast<unsigned int*>(nullptr));
	return 0;
}
