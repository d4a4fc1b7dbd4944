// cudagen 0.1 seed 406 valid
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,builtin_vars,grid_stride_loop,host_function,main,device_var,shared_var,static_shared,extern_shared,if,for,pragma_unroll,do_while,switch,switch_fallthrough,static_assert,ternary,bitwise,logical,comparison,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_function,macro_paste,comments
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b

__global__ void sweep5_kernel(float *acc6, float q7) {
	extern __shared__ float dyn_8[];
	unsigned gid9 = threadIdx.x;
	for (int n10 = 0; n10 < 4; ++n10) {
		#pragma unroll 4
		for (int it11 = 0; it11 < 0x5; ++it11) {
			int t12 = acc6[3];
			#pragma unroll
			for (int n13 = 0x0; n13 < it11; n13++) {
				if (!(CAT_4(n, 13) < acc6[blockIdx.z]))
					return;
			}
			__shared__ int sh_14[32];
		}
	}
}
static __device__ int d_reduce15 = 29;

__global__ void kick16_kernel(const float *src17) {
	int gid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
	int off19 = +LOW_BITS_1(d_reduce15 - d_reduce15);
	off19 = ((d_reduce15 * threadIdx.x) ^ (7 * d_reduce15)) & CAT_4(off, 19);
	unsigned short sum20 = ((gid18) * 1627U);
	double val21 = 19.875;
}

__global__ void __maxnreg__(128) accum22_kernel(double *acc23, int len24, unsigned alpha25) {
	unsigned int i26 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (i26 >= len24)
		return;
	len24 = acc23[4];
	static __shared__ float sh_27[16];
	for (int j28 = (blockIdx.x * blockDim.x) + threadIdx.x; j28 < 10; j28 += blockDim.x * gridDim.x) {
		for (int j29 = (blockIdx.x * blockDim.x) + threadIdx.x; j29 < 0x10; j29 += blockDim.x * gridDim.x) {
			static_assert(55 > 54, "expected value");
		}
	}
	sh_27[len24] = len24;
}
/* Returns the accumulated value. */

inline int check_weigh30(const int *src31, float *__restrict__ acc32) {
	sweep5_kernel<<<0b100 * 16, dim3(2 * 2, (0x2), 0b100000 * 2)>>>(acc32, acc32[0]);
	static_assert((0b101) == 0x5, "size check");
	acc32[0x6] = acc32[6];
	float lo33 = *acc32;
	unsigned val34((acc32[6] += 9.625F, 43U));
	kick16_kernel<<<dim3(64, (val34 + 255) / 0x100, (val34 + 31) / 32), (32)>>>(acc32);
	return 40;
}

inline float pivot35(int lane36, int *acc37) {
	switch (LOW_BITS_1(lane36)) {
	case 0:
		for (int n38 = 0x0; n38 < lane36; ++n38) {
			if ((acc37[lane36] ^ (*acc37)) < lane36)
				return LOW_BITS_1(lane36 * 458ul);
			long y39('a');
			accum22_kernel<<<dim3(256, 512, (lane36 + 255) / 0x100), (64)>>>(reinterpret_cast<double*>(acc37), ((y39 == y39) && (acc37[7] < acc37[0])) ? ((*acc37) += 12, acc37[n38]) : (0x13 - lane36), (y39 + n38) - 9);
		}
		break;
	case 2:
		break;
	case 0x3 * 3:
		break;
	default:
		break;
	}
	return 765 | (*acc37);
}

int main() {
	int count40 = 2943;
	accum22_kernel<<<(16), sizeof(float) * 16>>>(static_cast<double*>(nullptr), LOW_BITS_1(CAT_4(count, 40) | count40), (~count40) + ((int)sizeof(float)));
	switch (count40 - 1lu) {
	case 010: {
		int w41 = 0;
		do {
			count40 = '0';
			count40 = (1598 - (CAT_4(w, 41) + 48));
			++w41;
		} while (w41 < 3);
		kick16_kernel<<<(128), dim3(8, (64))>>>(static_cast<const float*>(nullptr));
		[[fallthrough]];
	}
	case 2 * 5:
	case 0x6:
		break;
	case 2:
		break;
	}
	return 0;
}
