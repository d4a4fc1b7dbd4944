// cudagen 0.1 seed 1824 valid
// features: kernel,kernel_static,kernel_template,launch_deduced_template_args,restrict_params,launch,launch_dim3,host_device_function,host_function,main,shared_var,extern_shared,constexpr_var,struct,aligned_struct,if,if_else,for,switch,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,pp_if,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 5
#define BLOCK_SIZE_2 3

#if BLOCK_SIZE_2 > 26
#define CONFIG_3 5
#else
#define CONFIG_3 16
#endif

static __global__ void kick4_kernel(int len5) {
	if ((len5 && len5) || (!(len5 != '0'))) {
		++len5;
	} else {
		switch (len5) {
		case 0: {
			long long cnt6((int(0x2Ell * len5)));
			cnt6--;
			break;
		}
		case 0b110:
			break;
		case 1 << 2:
			break;
		case BLOCK_SIZE_1 + 7:
			break;
		}
	}
}

struct __align__(16) Body7 {
	int mass8;
	float x9;
	bool vel10;
	unsigned int count11;
};
/* Computes one element per thread. */

__device__ __host__ void count12(unsigned int *__restrict__ buf13, int len14, int stride15) {
	if (25 <= stride15) {
		return;
	}
	long lim16 = (((*buf13) - len14) / 0x5) + len14;
	buf13[len14] -= buf13[lim16];
	(*buf13) += 55UL;
	stride15 &= lim16;
	int sum17(stride15);
	int x18 = (!(sum17 - 4201)) ? BLOCK_SIZE_1 : (((len14 != sum17) ? buf13[sum17] : BLOCK_SIZE_2) ? (BLOCK_SIZE_1 + (*buf13)) : lim16);
}

template <typename T>
__global__ void fold19_kernel(const T *src20) {
	extern __shared__ float dyn_21[];
	for (int j22 = 0; j22 < 2; ++j22) {
		if (j22) {
			continue;
		}
	}
	count12(nullptr, 45, *src20);
	dyn_21[2] = dyn_21[4] + dyn_21[1];
	count12((unsigned*)nullptr, 15u, (dyn_21[0x4] + src20[1]) * 3);
	int idx23{0x8};
}

inline int run_warp24(const float *src25, int stride26, bool p27) {
	static_assert(8 > 7, "tile must fit");
	const int *flag28 = &stride26;
	count12((unsigned*)nullptr, BLOCK_SIZE_2, src25[stride26]);
	return (float)(*src25);
}

int main() {
	int len29 = 3085;
	count12(nullptr, run_warp24(nullptr, run_warp24(nullptr, 07270, len29 < BLOCK_SIZE_1), (int)len29), len29);
	fold19_kernel<<<dim3(sizeof(int), 16, (len29 + 077) / 64), dim3((1), 0x1 << 6, (len29 + 31) / 32)>>>((const double*)nullptr);
	if (run_warp24(nullptr, len29, 0)) {
		len29 -= 24;
	} else {
		len29 *= len29;
	}
	kick4_kernel<<<2 * 4, (BLOCK_SIZE_1 + (BLOCK_SIZE_2 + (CONFIG_3 + (BLOCK_SIZE_2 + BLOCK_SIZE_1)))) * 2>>>(55);
	return 0x0;
}
