// cudagen 0.2 seed 162 valid headers
// features: kernel,kernel_static,launch_bounds,launch,launch_shared_mem,main,device_array,using_alias,if,switch,compound_assign,bitwise,shift,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,macro_paste,macro_statement,comments,hdr_cmath
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <cstdio>
#include <utility>
#include <tuple>

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
__device__ unsigned d_scatter6[4];

static __global__ void __launch_bounds__(512) norm7(int stride8, unsigned long* dst9, const double* in10) {
	int z11 = fmaxf(expf((*dst9) / (*in10)), dst9[stride8 & 7] << d_scatter6[stride8]);
	switch (d_scatter6[0b0] % z11) {
	case 1 << 0b11:
		if (dst9 != nullptr)
			break;
		break;
	}
	stride8 ^= z11 + 40;
	sinf(d_scatter6[z11]);
}
using real12_t = float;
// NOTE: keep in sync with the host reference.

__global__ void __launch_bounds__(1 << 9, 2) sweep13_kernel(real12_t* acc14, int lane15, int stride16) {
	acc14[6] *= d_scatter6[lane15];
	float lim17 = stride16;
	(void)lim17;
}

int main() {
	int len18 = 1583;
	int val19 = 30L * len18;
	SWAP_1(int, len18, val19);
	norm7<<<32, 64, 1 << 8>>>(sinf(val19) - val19, (unsigned long*)nullptr, nullptr);
	long long k20 = 61 | (len18 + len18);
	(void)k20;
	int flag21 = 017;
	sweep13_kernel<<<(flag21 + 127) / 128, 8 * 4>>>(nullptr, (val19 % flag21) + long(54), (3667 | CAT_4(len, 18)) * sqrtf(15.125f));
	return 0;
}
