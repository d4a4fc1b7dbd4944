// cudagen 0.1 seed 1767 valid
// features: kernel,restrict_params,launch,builtin_vars,grid_stride_loop,host_function,main,shared_var,extern_shared,constexpr_var,auto_var,enum,enum_class,namespace,if,for,pragma_unroll,goto,ternary,compound_assign,bitwise,comparison,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,lambda,lambda_capture_ref,macro_object,macro_function,macro_paste,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 64
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define CAT_3(a, b) a##b
/* NOTE: keep in sync with the host reference. */

__global__ void accum4(int len5)
{
	const float *q6 = static_cast<const float*>(nullptr);
	if ((CAT_3(len, 5) + sizeof(int)) < q6[3]) {
		goto skip8;
	}
	#pragma unroll
	for (int n7 = (blockIdx.x * blockDim.x) + threadIdx.x; n7 < len5; n7 += blockDim.x * gridDim.x) {
		len5 += 36U ^ n7;
		len5 += (len5 += n7, (BLOCK_SIZE_1 + ((CAT_3(n, 7) > q6[2]) ? BLOCK_SIZE_1 : BLOCK_SIZE_1)));
	}
skip8:;
}
enum Kind9 { GREEN10, OFF11 };
enum Color12 { IDLE13, ADD14, LOW15 = 5 };

__host__ int host_kick16(const int *__restrict__ input17, int stride18, unsigned *dst19)
{
	dst19[7] = (((stride18 - 44) >= 22) ? 37 : 2) % (*input17);
	int off20 = ((dst19[7]) & dst19[4]) - 6lu;
	if ((-stride18) == off20) {
		goto out21;
	}
	accum4<<<(OFF11 + (ADD14 + (LOW15 + 0x1))) * (OFF11 + OFF11), OFF11 + 255>>>(stride18);
out21:;
	return ~stride18;
}

namespace detail22 {
enum class Color23 { Slow24 = 2, Blue25, On26, Off27 = 9 };
} // namespace detail22

__global__ void filter28_kernel(signed char *out29, float *__restrict__ acc30)
{
	extern __shared__ int dyn_31[];
	int tid32 = (blockIdx.x * blockDim.x) + threadIdx.x;
	dyn_31[threadIdx.x & 7] = (-(out29[0x7] - LOW15)) + ((out29[7] + tid32) - tid32);
	if (21 == tid32) {
		if (MAX2_2(dyn_31[tid32 & 7], 043) >= gridDim.y)
			return;
		(*out29) %= ((blockDim.z) & tid32) & (static_cast<short>(blockDim.x) + (-dyn_31[1]));
	}
}

unsigned int check_weigh33(int n34)
{
	filter28_kernel<<<(n34 + 127) / 128, (LOW15 + (OFF11 + 2)) * (LOW15 + (ADD14 + 10))>>>(nullptr, (float*)nullptr);
	auto op37 = [&](int lim35, double stride36) {
		lim35 = ((float(lim35) == n34) ? (lim35 + 9) : (0x5 | lim35)) | (sizeof(float) ^ (n34 * n34));
		n34 = n34 | (n34 | GREEN10);
	};
	op37(n34, 4.625);
	if ((n34 & 1)) {
		if (026U == (n34 ^ n34))
			return LOW15;
	}
	auto f38 = n34;
	return f38;
}

int main()
{
	int len39 = 1209;
	filter28_kernel<<<(len39 + 31) / 32, sizeof(int) * (ADD14 + (LOW15 + (OFF11 + 9)))>>>((signed char*)nullptr, nullptr);
	len39 &= ((len39 += 36u, (-14)) * CAT_3(len, 39)) + alignof(double);
	float cnt40 = ((((len39 == len39) ? len39 : 0x0l) | (len39 + 42L)) == int(len39)) ? (MAX2_2(len39, 38lu) - (len39 | len39)) : (len39 - MAX2_2(CAT_3(len, 39), 0x32UL));
	return 0x0;
}
