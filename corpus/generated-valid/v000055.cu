// cudagen 0.1 seed 55 valid
// features: kernel,restrict_params,launch,launch_dim3,device_function,static_device_function,host_device_function,main,shared_var,shared_2d,constexpr_var,local_array,if,for,do_while,goto,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_static,macro_object,macro_function,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 128
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))

__global__ void norm3_kernel(int len4, unsigned* __restrict__ buf5, const unsigned* coef6, double alpha7) {
	__shared__ int sh_8[2][7];
	__shared__ int sh_9;
}

__device__ float combine10(long p11, int lane12) {
	p11 = (31ul * (lane12 - 1'440)) - lane12;
	int pass13 = 0;
	do {
		int r14[2] = {44, pass13};
		++pass13;
	} while ((pass13 < p11) && ((47 >= p11) && (p11 == pass13)));
	p11 = MIN2_2(MIN2_2(p11, pass13 * pass13), 37);
	return p11;
}

__host__ __device__ void sweep15(unsigned long long p16, const signed char* input17) {
	if ((p16 + 60ul) < 32)
		return;
	p16 = (04554UL >> p16) * (27 + p16);
	unsigned lim18 = (*input17) + 16U;
	++lim18;
	int f19((394 * p16 * (*input17)) << lim18);
	if (lim18 >= input17[lim18]) {
		goto done20;
	}
	++f19;
done20:;
}
/* Returns the accumulated value. */

inline static __device__ void pack21(long q22, const float* __restrict__ input23, int* data24) {
	unsigned long long v25 = MIN2_2(input23[0b101], data24[5] - 4282l);
	for (int j26 = 13; j26 > 0b0; --j26) {
		float lim27 = 14.875f;
		unsigned short x28 = combine10((1654l), BLOCK_SIZE_1 + (*data24));
	}
	q22 = MIN2_2(((*data24) += *data24, (input23[q22] + 8ULL)), 9);
	if (q22)
		return;
	float e29 = (int)MIN2_2(v25, input23[6]);
}

int main() {
	int n30 = 3629;
	n30 = 5 + ((n30) + 29);
	sweep15((float)n30, nullptr);
	norm3_kernel<<<dim3(4), (BLOCK_SIZE_1 + 384)>>>(static_cast<float>(MIN2_2(n30, 63lu)), (unsigned*)nullptr, static_cast<const unsigned*>(nullptr), 21.875);
	return 0;
}
