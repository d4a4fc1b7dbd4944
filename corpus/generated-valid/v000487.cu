// cudagen 0.1 seed 487 valid
// features: kernel,launch_bounds,launch,launch_dim3,builtin_vars,device_function,device_forceinline,device_noinline,default_args,main,shared_var,local_array,auto_var,const_local,if,for,range_for,goto,static_assert,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_statement,comments
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
/* Helper used by the kernels below. */

__global__ void combine2(int n3, double *out4) {
	int gid5 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (gid5 >= n3) {
		return;
	}
	__shared__ unsigned char sh_6[32];
	__shared__ long sh_7[128];
	if (gid5) {
		goto skip8;
	}
	++sh_6[n3];
	sh_7[n3 & 127] = n3;
skip8:;
}

__global__ void __launch_bounds__(32 * 2) kick9_kernel(float *acc10, float *dst11, int *acc12) {
	int tmp13[5]{21u, static_cast<int>(36ULL), 49, static_cast<int>(*dst11), 2L};
	for (int i14 = 0; i14 < 14; ++i14) {
		if ((i14 + dst11[5]) < tmp13[i14]) {
			return;
		}
		auto r15 = (*dst11);
		const float tmp16 = threadIdx.x;
	}
}

__global__ void sift17_kernel(const float *src18) {
	float tmp19(51);
	if (!(src18[7] == src18[5])) {
		return;
	}
	if (36 <= src18[4]) {
		return;
	}
	__shared__ int sh_20[16];
	tmp19 = sh_20[blockIdx.y];
}

__device__ __noinline__ int weigh21(const unsigned int *src22, const unsigned int *in23, int n24) {
	long t25[5] = {};
	float m26((int)(warpSize + warpSize + 41));
	m26 = 17.375f;
	return 59;
}

__device__ __forceinline__ int clamp27(const int *input28, int len29, int len30 = 40) {
	int tmp31 = len30 & 17UL;
	__shared__ float sh_32[64];
	int val33{static_cast<int>((threadIdx.x - 53LL) + threadIdx.y)};
	if ((unsigned char)len30) {
		goto skip34;
	}
	static_assert(sizeof(int) == 4, "expected value");
	if ((tmp31 * len30) > 19) {
		return -63;
	}
skip34:;
	return (weigh21(nullptr, (const unsigned int*)nullptr, 56) / weigh21((const unsigned*)nullptr, (const unsigned int*)nullptr, 34L)) - blockDim.x;
}
// Layout: row-major, no padding.

__global__ void __launch_bounds__(16 * 16) rank35(float *out36, const int *coef37, int *data38, int *dst39) {
	unsigned int gid40 = (blockIdx.x * blockDim.x) + threadIdx.x;
	float *s41 = out36;
	(*dst39) = 38;
	clamp27(nullptr, s41[2] * (dst39[warpSize] * gridDim.x));
}

__global__ void __launch_bounds__((1024)) shade42(int n43, const float *input44) {
	int tid45 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (tid45 >= n43) {
		return;
	}
	__shared__ float sh_46[256];
	if ((threadIdx.x) >= n43) {
		return;
	}
	__shared__ int sh_47[256];
	for (auto lo48 : sh_46) {
		float h49[8] = {-18.5F, lo48};
	}
	char lim50 = -50;
}

int main(void) {
	int len51 = 2550;
	len51--;
	dim3 k52(16);
	shade42<<<k52, k52>>>(len51, nullptr);
	++len51;
	combine2<<<256, 32>>>(len51 - (len51 | len51), (double*)nullptr);
	kick9_kernel<<<32, (32)>>>((float*)nullptr, nullptr, &len51);
	sift17_kernel<<<dim3(64, (len51 + 255) / 256, 128), (128)>>>(nullptr);
	return 0;
}
