// cudagen 0.2 seed 910 valid headers
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,static_host_function,main,constexpr_var,enum,if,for,goto,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_paste,macro_statement,pp_ifdef,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <numeric>
#include <type_traits>
#include <utility>
#include <tuple>

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_2(a, b) a##b
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 8
#else
#define TUNE_4 41
#endif
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}

__device__ void mix6(const float *src7) {
	unsigned q8 = (src7[0x2] * (9l + (*src7))) - expf(TUNE_4);
	unsigned long acc9 = q8 ^ (q8 * (q8 | q8));
	for (int it10 = 0x0; it10 < 3; ++it10) {
		acc9 = 17 + cosf(12);
	}
	q8 = q8 ^ ((32 ^ acc9) % 0b110101UL);
	--acc9;
}
enum Phase11 { LOW12, OFF13 = 2, ADD14, LOW15 };

__global__ void __launch_bounds__((ADD14 + 0b11101)) blend16_kernel(int *out17, int count18, const unsigned char *in19, char b20) {
	unsigned i21 = threadIdx.x;
	if (i21 >= count18) {
		return;
	}
	Phase11 prod22 = OFF13;
	(void)prod22;
	if ((in19[1] & 0x1)) {
		goto done23;
	}
	out17[threadIdx.x & 7] = 35;
done23:;
}

static float check_score24(float q25, int stride26) {
	if (fmaxf(floorf(sizeof(int)), stride26) != (q25 + stride26)) {
		blend16_kernel<<<1, OFF13 + 126, 0x0, nullptr>>>(nullptr, (4788U), (const unsigned char*)nullptr, (floorf(q25)));
		q25 = expf(22.875f);
	}
	Phase11 u27 = LOW12;
	(void)u27;
	unsigned int r28 = stride26;
	(void)r28;
	return ((stride26 % 17u) / 10.75f) / stride26;
}

int main(void) {
	int len29 = 3951;
	dim3 w30(1, (len29 + 255) / 256);
	(void)w30;
	len29 = CAT_2(len, 29) ^ (len29 * sizeof(unsigned int));
	return 0;
}
