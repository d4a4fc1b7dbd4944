// cudagen 0.1 seed 960 valid
// features: kernel,kernel_extern_c,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,static_host_function,default_args,main,shared_var,constexpr_var,local_array,const_local,struct,aligned_struct,using_alias,if,if_else,if_init,for,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 10
#else
#define TUNE_4 44
#endif

#if (TUNE_4 * 2) >= 38 && TUNE_4 != 0
#define CONFIG_5 7
#else
#define CONFIG_5 14
#endif
#undef TUNE_4
#define TUNE_4 12

extern "C" __global__ void accum6(int n7, const double* coef8, size_t* __restrict__ dst9) {
	int tid10 = (blockIdx.x * blockDim.x) + threadIdx.x;
	unsigned long long cnt11 = ((61u >> threadIdx.x) - 4385) - ((30 % gridDim.x) | n7);
	dst9[threadIdx.z & 7]--;
	if ((*coef8) == tid10) {
		n7 *= 34;
		if (((n7 & blockDim.x) << (0x9FE & (*dst9))) <= (CONFIG_5 - dst9[0x5])) {
			__shared__ double sh_12[0x100];
			const float res13 = (0b1000 / (*dst9)) + ((float)threadIdx.x);
		} else if (unsigned char off14((dst9[0] <= gridDim.x) ? (((!coef8) || (threadIdx.x != TUNE_4)) ? (+gridDim.y) : TUNE_4) : blockDim.x); !(threadIdx.x == (tid10 + cnt11))) {
		} else {
		}
	}
}

struct __align__(8) Acc15 {
	int val16;
	unsigned int id17;
	unsigned char w18;
};
constexpr long STEPS19 = (0x1 << 5) * (0x8);
using real20_t = double;

static void host_smooth21(int count22, float beta23, int count24 = 5) {
	count24 >>= count24;
	accum6<<<dim3((count22 + 63) / 64), 32>>>(2 - count24, nullptr, nullptr);
	float h25 = long(count24) << (count24 += STEPS19, count22);
	accum6<<<TUNE_4 + 20, dim3((count22 + 127) / 128, 0x1 << 1), 16 * 16, (cudaStream_t)0>>>((static_cast<int>(h25)), nullptr, nullptr);
}

__global__ void sweep26_kernel(float* __restrict__ buf27, short alpha28, int stride29) {
	int i30 = threadIdx.x;
	short int s31[7] = {11, short(-4479), 53, 53, 34L, alpha28};
	constexpr float base32 = -0x4;
	unsigned char* w33 = nullptr;
	float res34 = ((unsigned long long)w33[5]);
	int val35 = 0x60b;
	alpha28 &= val35;
}

float score36(Acc15 alpha37, int count38, int lane39) {
	sweep26_kernel<<<dim3((count38 + 255) / 256, (count38 + 31) / 32, (0x1)), 32, 0, 0>>>(static_cast<float*>(nullptr), (int)47, STEPS19 / static_cast<int>(count38));
	lane39 |= static_cast<short>(-lane39);
	count38--;
	sweep26_kernel<<<(lane39 + 63) / 64, (STEPS19 + (TUNE_4 + 244)), 0x0, (cudaStream_t)0>>>(nullptr, 42UL, (STEPS19));
	int mid40 = sizeof(unsigned);
	return alpha37.w18 * (12.125f + mid40);
}

int main() {
	int size41 = 2210;
	if (size41 == 0x18) {
		size41 = (unsigned long long)(STEPS19);
		for (int n42 = 0; n42 < 0x9; ++n42) {
			for (int i43 = 0; i43 < 0xD; ++i43) {
				++size41;
			}
		}
		sweep26_kernel<<<(size41 + 63) / 64, dim3((size41 + 63) / 64, (size41 + 31) / 32), (CONFIG_5 + 242), 0>>>(nullptr, size41, 20);
	} else {
	}
	return 0;
}
