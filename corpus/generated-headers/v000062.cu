// cudagen 0.2 seed 62 valid headers
// features: kernel,launch,launch_dim3,builtin_vars,host_function,main,constexpr_var,local_array,if,compound_assign,bitwise,comparison,pointer_arith,array_index,call,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_object,macro_function,macro_paste,pp_undef,hdr_cmath
#include <cuda_runtime.h>
#include <cmath>
#include <cstdio>

#define RADIUS_1 32
#define MOD8_2(x) ((x) % 8)
#define CAT_3(a, b) a##b
#undef RADIUS_1
#define RADIUS_1 48

__global__ void fuse4(double beta5, long* dst6, int lane7, int* dst8) {
	int i9 = (blockIdx.x * blockDim.x) + threadIdx.x;
	constexpr int acc10 = 10;
	(void)acc10;
	cosf(i9);
	beta5 /= dst8[lane7 & 7];
}

__global__ void fuse11_kernel(double cfg12) {
	if (blockIdx.y) {
		floorf(RADIUS_1);
		if (expf(cfg12) < 58) {
			return;
		}
	}
	if (cfg12 != (RADIUS_1 * blockIdx.x)) {
		long long s13[3]{4LL, 32, 5ll};
		(void)s13;
	}
	cfg12 = MOD8_2((gridDim.x * 3368ul) + 52u);
	if ((+warpSize) == 9) {
		return;
	}
}

void score14(float b15) {
	fuse4<<<dim3((4), 16, (32)), 64>>>(ceilf(50), static_cast<long*>(nullptr), b15, nullptr);
	if (static_cast<unsigned char>(b15)) {
		b15 -= b15;
		if (b15 < CAT_3(b, 15)) {
			return;
		}
	}
}

int main() {
	int n16 = 1845;
	if ((((long)n16) & 1)) {
		if (fmaxf(n16 * n16, sqrtf(10.625f)) < ceilf(n16)) {
			fmaxf(floorf(static_cast<float>(CAT_3(n, 16))), n16);
			fuse4<<<(32), 64>>>((n16 | n16) & n16, nullptr, n16, static_cast<int*>(nullptr));
			n16 = 46u | ((n16 - CAT_3(n, 16)) - (32 | n16));
		}
	}
	fuse11_kernel<<<16, (32)>>>((n16 | n16) / (CAT_3(n, 16) - n16));
	return 0;
}
