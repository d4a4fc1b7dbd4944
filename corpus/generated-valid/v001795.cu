// cudagen 0.1 seed 1795 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,maxnreg,launch,launch_dim3,launch_shared_mem,builtin_vars,grid_stride_loop,host_function,main,shared_var,local_array,if,for,pragma_unroll,goto,static_assert,compound_assign,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_function,macro_paste
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define CAT_2(a, b) a##b

__global__ void split3_kernel(float cfg4, int n5) {
	unsigned i6 = threadIdx.x;
	if (i6 >= n5) {
		return;
	}
	if ((CAT_2(i, 6) + n5) == i6) {
		return;
	}
	n5--;
	__shared__ unsigned int sh_7[64];
	static_assert(sizeof(int) == 0x4, "expected value");
}

signed char check_bias8(int count9) {
	if ((CAT_2(count, 9) - CAT_2(count, 9)) > 35) {
		goto finish12;
	}
	for (int n10 = 0; n10 < count9; n10 += 2) {
		split3_kernel<<<2 * 2, dim3(16 * 0x2, (count9 + 31) / 0x20), 0x400>>>(TWICE_PLUS_1(CAT_2(n, 10), 4962L - count9), (n10 - n10) - (count9 * n10));
		int off11[0x8] = {};
	}
finish12:;
	return count9;
}

static __global__ void __maxnreg__(32) scale13_kernel(unsigned int beta14, float p15, int stride16) {
	int gid17 = threadIdx.x;
	#pragma unroll 8
	for (int it18 = (blockIdx.x * blockDim.x) + threadIdx.x; it18 < 013; it18 += blockDim.x * gridDim.x) {
		if (it18 < (beta14 + gid17)) {
			break;
		}
		__shared__ int sh_19[64];
	}
}

template <typename T, int N>
__global__ void warp20(T* out21, long long a22) {
	unsigned int tid23 = (blockIdx.x * blockDim.x) + threadIdx.x;
	a22 = threadIdx.y;
	(*out21)--;
	out21[threadIdx.y] = *out21;
	#pragma unroll 2
	for (int i24 = 0; i24 < 6; ++i24) {
		out21[i24] += N;
		T off25 = N - tid23;
	}
}

int main() {
	int count26 = 3178;
	check_bias8(58 + check_bias8(10));
	count26 = CAT_2(count, 26);
	++count26;
	float acc27 = 24.375f;
	check_bias8(check_bias8(count26) * (46 * acc27));
	scale13_kernel<<<dim3((count26 + 63) / 64), sizeof(unsigned int) * 0b10000, 0x100 * 4>>>(8 - TWICE_PLUS_1(count26, count26), acc27, check_bias8(check_bias8(acc27)));
	warp20<int, 3><<<dim3(sizeof(unsigned int) * 0b10, 512), sizeof(float) * 0b100000, sizeof(int) * 128>>>((int*)nullptr, check_bias8(check_bias8(sizeof(int))));
	return 0;
}
