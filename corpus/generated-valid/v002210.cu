// cudagen 0.1 seed 2210 valid
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,builtin_vars,grid_stride_loop,device_function,device_forceinline,host_function,main,shared_var,shared_2d,constexpr_var,auto_var,if,for,nested_block,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,sizeof,macro_object,macro_paste,pp_if,pp_undef
#include "prelude.cuh"

#define BLOCK_SIZE_1 64
#define CAT_2(a, b) a##b

#if (BLOCK_SIZE_1 * 2) >= 54 && BLOCK_SIZE_1 != 0
#define CONFIG_3 6
#else
#define CONFIG_3 14
#endif
#undef BLOCK_SIZE_1
#define BLOCK_SIZE_1 48

__device__ __forceinline__ void relax4(short cfg5, float alpha6) {
	long diff7 = alpha6;
	for (int j8 = diff7; j8 > 0x0; --j8) {
		__shared__ int sh_9[4][5];
		{
			if (((threadIdx.y & diff7) & 1)) {
				break;
			}
			auto q10 = ((cfg5 | sh_9[diff7 & 3][j8]) | (5 + j8)) - warpSize;
		}
	}
	diff7--;
}

static __global__ void warp11(const unsigned long *input12, unsigned int q13, const unsigned char *src14) {
	for (int j15 = (blockIdx.x * blockDim.x) + threadIdx.x; j15 < 11; j15 += blockDim.x * gridDim.x) {
		if (input12[j15] * (*src14)) {
			continue;
		}
		unsigned int z16 = (q13 += threadIdx.z, 0x1e) + ((060lu - q13) >> (CAT_2(q, 13) & input12[blockDim.x]));
	}
}

void run_norm17(int lane18, int len19, int count20) {
	for (int it21 = 0; it21 < 7; it21 += 2) {
		if (len19 > (lane18 += 44L, 0x14)) {
			break;
		}
		auto prod22 = CONFIG_3;
	}
}

int main() {
	int size23 = 2156;
	warp11<<<dim3(sizeof(unsigned int) * (CONFIG_3 + (CONFIG_3 + 20)), (size23 + 0177) / 128), 64 * 4, 0>>>(nullptr, 0x33lu % CAT_2(size, 23), nullptr);
	size23 *= ((size23 >= (size23 - BLOCK_SIZE_1)) ? size23 : 014) - ((15u + CAT_2(size, 23)) ^ 9);
	(size23--, (size23 = (size23) / 1565));
	short int base24 = 46u;
	if (base24 != base24) {
		return CAT_2(size, 23);
	}
	int sum25 = (((~base24) >> (base24 += 0x22d, 57)) != (base24 += CAT_2(base, 24), 052)) ? (size23 - 7) : base24;
	return 0;
}
