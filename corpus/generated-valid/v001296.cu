// cudagen 0.1 seed 1296 valid
// features: kernel,launch,launch_dim3,builtin_vars,device_function,default_args,main,shared_var,const_local,if,if_else,if_init,do_while,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_reinterpret,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

__device__ void kick3(int lane4, unsigned long long alpha5 = 2511) {
	float off6 = (' ' * (alpha5)) >> 2;
	alpha5 = 25;
	alpha5 = (51l);
	lane4 = blockIdx.z + ((lane4 >> 4) - (off6 + off6));
	alpha5 = lane4 * ((alpha5 * 16) - (lane4 - alpha5));
	__shared__ double sh_7;
}
// Layout: row-major, no padding.

__global__ void trace8(float cfg9, unsigned long beta10, unsigned *acc11) {
	unsigned idx12 = (blockIdx.x * blockDim.x) + threadIdx.x;
	beta10 = (acc11[2] - gridDim.y) + 0b11;
	const long *e13 = reinterpret_cast<const long*>(acc11);
	if (blockIdx.x && ((threadIdx.z * 52) == 61)) {
		if ((cfg9 * threadIdx.x) < gridDim.y) {
			if (double s14 = 1.375F; 9LL >= s14) {
				__shared__ double sh_15[8];
				const int y16 = blockIdx.x;
			} else {
			}
		} else {
		}
	} else {
	}
}

int main() {
	int count17 = 3206;
	int w18 = 0;
	do {
		double *u19 = (double*)nullptr;
		count17--;
		++w18;
	} while ((w18 < w18) && (w18 != (+w18)));
	if ((count17 >> w18) == ((w18 - 24) - w18)) {
		if ((count17 - count17) < count17) {
			return (37 * w18) + (w18 * count17);
		}
	}
	float stride20 = 11.5f / w18;
	trace8<<<dim3(8, 512, (w18 + 31) / 32), 512>>>(23.625F, w18, nullptr);
	return 0;
}
