// cudagen 0.2 seed 519 valid headers
// features: kernel,kernel_static,launch_bounds,launch,launch_dim3,builtin_vars,main,shared_var,constexpr_var,if,if_else,for,ternary,compound_assign,bitwise,shift,comparison,call,lit_int_octal,lit_int_suffix,cast_functional,sizeof,lambda,macro_object,macro_function,macro_paste,macro_statement,pp_ifdef,extended_lambda,hdr_cmath
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <numeric>
#include <cmath>
#include <cstdio>
#include <tuple>
#include <cuda_fp16.h>

#define WARPS_1 64
#define CHUNK_2 (16)
#define HALF_3(x) ((x) / 2)
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define CAT_7(a, b) a##b
#ifdef USE_FAST_PATH_8
#define TUNE_9 9
#else
#define TUNE_9 52
#endif
template <typename F>
__global__ void applyEach10(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
static __global__ void __launch_bounds__(WARPS_1 + (TUNE_9 + 140), 2) sweep11_kernel(int len12, int lane13) {
	int gid14 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (gid14 >= len12)
		return;
	__shared__ float sh_15;
	(void)sh_15;
	if (floorf(gid14) >= ((gid14 >> lane13) % TUNE_9)) {
		for (int i16 = 0; i16 < gid14; ++i16) {
			lane13 = 15;
			if (sqrtf(44) != ((float(CAT_7(i, 16)) == len12) ? gid14 : lane13)) {
				len12 -= HALF_3(gid14 & (i16 % gid14));
				if (lane13 > blockIdx.y)
					return;
			}
		}
	} else if (CHUNK_2 > blockIdx.y) {}
}
int main() {
	int size17 = 2031;
	sweep11_kernel<<<(TUNE_9 + (TUNE_9 + 408)), dim3(1 << 1, 1, 0400)>>>(59 % size17, (33 > size17) ? (size17 - size17) : (3 - size17));
	size17 |= (CAT_7(size, 17) % (17U - size17)) << ((size17 > 21) ? (64 & size17) : (size17 + sizeof(short)));
	bool base18 = HALF_3(size17) < size17;
	if ((base18) != base18)
		return size17;
	auto lam19 = [size17] __device__ (int v) { return v * 5 + size17; };
	applyEach10<<<1, 32>>>(lam19, nullptr, size17);
	return 0;
}
