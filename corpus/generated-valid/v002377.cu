// cudagen 0.1 seed 2377 valid
// features: kernel,maxnreg,restrict_params,launch,builtin_vars,grid_stride_loop,device_function,main,device_var,shared_var,extern_shared,local_array,auto_var,for,switch,ternary,bitwise,comparison,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,macro_paste
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define LOW_BITS_2(x) ((x) & 0xF)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

__device__ int tally6(const int *__restrict__ coef7, int *out8, float beta9) {
	double v10[3]{49l, 16.75, -17.375};
	int m11[2] = {static_cast<int>(*out8)};
	short prod12 = 071u;
	m11[1] = (unsigned long)out8[prod12 & 7];
	return -v10[1];
}

__global__ void __maxnreg__(64) split13_kernel(int *__restrict__ acc14) {
	int idx15 = (blockIdx.x * blockDim.x) + threadIdx.x;
	for (int i16 = (blockIdx.x * blockDim.x) + threadIdx.x; i16 < 7; i16 += blockDim.x * gridDim.x) {
		for (int it17 = 11; it17 > 0; --it17) {
			switch ((it17 > i16) ? it17 : 6) {
			case 3: {
				auto z18 = idx15;
				break;
			}
			default: {
				auto flag19 = tally6(nullptr, acc14, tally6(acc14, acc14 + blockIdx.x, idx15) - idx15);
				break;
			}
			}
		}
	}
}

__global__ void lerp20(int lane21, int n22) {
	extern __shared__ float dyn_23[];
	tally6(&n22, &n22, 59 + (~n22));
	int y24 = (long)((dyn_23[n22 & 7] - lane21) - tally6(&lane21, &n22, dyn_23[3]));
}
__device__ bool d_lerp25 = 1;

int main() {
	int count26 = 3347;
	count26 = 40 ^ count26;
	int x27{5};
	split13_kernel<<<(8), (256)>>>(&x27);
	lerp20<<<(x27 + 127) / 128, sizeof(float) * 64>>>(3293 % x27, int(CAT_5(x, 27)));
	return 0;
}
