// cudagen 0.1 seed 210 valid
// features: kernel,kernel_static,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,static_host_function,default_args,main,device_var,constant_var,shared_var,constexpr_var,local_array,const_local,enum,enum_class,typedef,using_alias,anon_namespace,if,do_while,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,sizeof,pp_ifdef
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 1
#else
#define TUNE_4 55
#endif
typedef long *ptr5_t;

static __global__ void accum6(const float *src7, float p8, int stride9) {
	__shared__ char sh_10[0b1000];
	stride9 = 36l;
}

static void check_pivot11(unsigned int *acc12, int stride13 = -14) {
	if (((!acc12) || (acc12 == nullptr)) && (acc12[0] <= acc12[5])) {
		acc12[stride13 & 7]++;
		stride13 &= 4802;
		if ((((*acc12) & TUNE_4) & 1))
			return;
	}
	cudaStream_t cnt14 = nullptr;
}

namespace {
enum Level15 { BUSY16 = 2, FAST17 };
__constant__ int c_fuse18 = 4;
} // namespace
__device__ float d_drift19 = 13.5f;

__global__ void __maxnreg__(32) blend20_kernel(float p21, int stride22) {
	int w23 = 0;
	do {
		const float h24 = blockDim.y;
		p21 += sizeof(float);
		++w23;
	} while ((w23 < c_fuse18) && (d_drift19 <= p21));
	__shared__ long sh_25[16];
}
using idx26_t = unsigned char;
enum class Level27 {
	Idle28,
	Mul29 = 3,
	Mul30,
	High31 = 6,
	Fast32 = 12
};

void check_drift33(int count34, int lane35 = -50) {
	lane35 &= 0b10 + ((count34 * 0b1100L) ^ (6 + count34));
	int off36[TUNE_4 + 1]{count34, -48};
}

int main() {
	int size37 = 3584;
	short int t38 = u'a' / size37;
	blend20_kernel<<<dim3((BUSY16 + (TUNE_4 + (FAST17 + (FAST17 + (TUNE_4 + 118))))) * 2, 512), dim3((size37 + 63) / 64), BUSY16 + 1022, nullptr>>>((t38 * FAST17) + t38, 'z');
	t38 = FAST17;
	if ((~size37) >= size37)
		return TUNE_4;
	float cnt39 = t38;
	accum6<<<dim3((size37 + 63) / 64), 64, sizeof(double) * 128, 0>>>(&cnt39, BUSY16, (sizeof(double) + size37) - (t38 ^ size37));
	return 0;
}
