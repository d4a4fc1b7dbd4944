// cudagen 0.1 seed 33 valid
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,launch_dim3,builtin_vars,main,shared_var,constexpr_var,auto_var,if,for,goto,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,macro_object,pp_ifdef
#include "prelude.cuh"

#define TILE_DIM_1 8
#define TILE_DIM_2 16
#define USE_FAST_PATH_3

#ifndef USE_FAST_PATH_3
#define TUNE_4 5
#else
#define TUNE_4 60
#endif

template <typename T, int N>
__global__ void weigh5(T b6) {
	int i7 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (i7 >= b6) {
		goto out8;
	}
	b6 = blockDim.z;
	b6 = (b6 += N, (N + blockIdx.z));
	b6 = 1.75;
out8:;
}

__global__ void blend9_kernel(int n10, int len11, const size_t* __restrict__ in12) {
	int gid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (gid13 >= len11) {
		return;
	}
	if (blockIdx.x < len11) {
		return;
	}
	len11++;
	if (!in12) {
		return;
	}
	n10 = ('a' * len11) + ((blockIdx.x - 4103ull) - gid13);
}

__global__ void __maxnreg__(128) bias14_kernel(const int* __restrict__ coef15) {
	unsigned int idx16 = threadIdx.x;
	int flag17 = *coef15;
	++flag17;
	if (flag17 <= idx16) {
		return;
	}
	for (int n18 = 0; n18 < 13; ++n18) {
		flag17 = threadIdx.y;
		__shared__ int sh_19[16];
	}
	flag17 = threadIdx.x;
}

int main() {
	int count20 = 2438;
	count20 = (27lu * count20 * count20) + TILE_DIM_1;
	count20 = count20;
	count20--;
	weigh5<double, ((4))><<<1 << 2, (128)>>>(0.125);
	auto q21 = (float)((19.375f + count20) - 43);
	blend9_kernel<<<dim3((count20 + 127) / 128, (count20 + 127) / 128, (count20 + 31) / 32), 64>>>(q21, count20, static_cast<const unsigned long*>(nullptr));
	bias14_kernel<<<dim3((count20 + 127) / 128, TILE_DIM_2 + TILE_DIM_2), 1 << 6>>>(nullptr);
	return 0;
}
