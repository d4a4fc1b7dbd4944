// cudagen 0.1 seed 1776 valid
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,grid_stride_loop,device_function,device_forceinline,static_device_function,host_function,main,shared_var,static_shared,extern_shared,constexpr_var,static_local,namespace,if,if_else,if_init,for,do_while,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,alignof,macro_object,macro_paste,pp_if
#include "prelude.cuh"

#define BLOCK_SIZE_1 256
#define TILE_DIM_2 256
#define WARPS_3 8
#define CAT_4(a, b) a##b

#if BLOCK_SIZE_1 % 2 == 0 || BLOCK_SIZE_1 < 4
#define CONFIG_5 6
#else
#define CONFIG_5 22
#endif

namespace detail6 {
__global__ void kick7(double *out8, int *out9, float p10, int n11)
{
	extern __shared__ int dyn_12[];
	int i13 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (int lo14((alignof(int) & dyn_12[i13 & 7]) % ((threadIdx.y - (*out9)) & (n11 - blockDim.x))); ((!out9) ? (26ll & dyn_12[4]) : (0b110 * i13)) >= (blockDim.y + CAT_4(p, 10))) {
		for (int n15 = 0; n15 < 14; ++n15) {
			float z16 = n11;
			unsigned hi17 = CONFIG_5;
		}
	}
}

static __device__ __forceinline__ int combine18(int *__restrict__ data19)
{
	if (((*data19) <= (*data19)) || ((*data19) >= data19[blockDim.z])) {
		return static_cast<int>(*data19) + sizeof(float);
	}
	double w20 = 2845;
	int iter21 = 0;
	do {
		__shared__ int sh_22[CONFIG_5 + 58];
		static __shared__ unsigned long sh_23[128];
		++iter21;
	} while (iter21 < 2);
	return blockIdx.z % 0b11001;
}

__global__ void gather24(long beta25, int stride26, int *__restrict__ dst27, int *acc28)
{
	extern __shared__ float dyn_29[];
	int i30 = threadIdx.x;
	if (i30 >= stride26) {
		return;
	}
	for (int n31 = (blockIdx.x * blockDim.x) + threadIdx.x; n31 < stride26; n31 += blockDim.x * gridDim.x) {
		__shared__ short sh_32;
		static __shared__ int sh_33;
		for (int j34 = stride26; j34 > 0; --j34) {
			__shared__ float sh_35;
			static __shared__ int sh_36[64];
		}
	}
	__shared__ int sh_37[256];
}
} // namespace detail6

size_t mix38(float *__restrict__ acc39, int len40)
{
	static long f41 = 54lu;
	detail6::kick7<<<(f41 + 255) / 256, 256>>>(reinterpret_cast<double*>(acc39), reinterpret_cast<int*>(acc39), (f41 + sizeof(unsigned int)) | CONFIG_5, acc39[6]);
	acc39[f41] = (static_cast<unsigned char>(063) | len40) ^ CAT_4(len, 40);
	return 63lu;
}

int main()
{
	int count42 = 2146;
	detail6::kick7<<<dim3(2, (4)), 32 * 8>>>(nullptr, (int*)nullptr, (((count42 != 33lu) ? count42 : count42) <= count42) ? (CONFIG_5 / count42) : ((count42 < count42) ? 1206 : count42), count42 * 47);
	if ((count42 + (CAT_4(count, 42) - 54)) == CAT_4(count, 42)) {
		if (count42 != (count42 - count42)) {
			return count42;
		}
		--count42;
	} else {
		count42 &= BLOCK_SIZE_1;
	}
	detail6::gather24<<<dim3(64, (2)), CONFIG_5 + 58>>>(16, 0, nullptr, nullptr);
	return 0;
}
