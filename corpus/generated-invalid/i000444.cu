// cudagen 0.1 seed 444 invalid:redeclared_with_global
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,launch_stream,main,shared_var,shared_2d,static_shared,extern_shared,constexpr_var,local_array,if,for,goto,compound_assign,bitwise,shift,comparison,incdec,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,macro_object,macro_function
#include "prelude.cuh"

#define NUM_ITERS_1 8
#define SQR_2(x) ((x) * (x))
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

template <typename T, int N = 6>
__global__ void bias6(T *buf7, const T *__restrict__ input8, int lane9, T beta10) {
	__shared__ int sh_11[8];
	constexpr unsigned long flag12 = ((5));
	buf7[lane9] += 13.25f;
}
constexpr double kD13 = 6.75;

__global__ void accum14(int len15, double beta16, float b17, float *dst18) {
	extern __shared__ unsigned short dyn_19[];
	--dst18[3];
	for (int n20 = 0; n20 < len15; ++n20) {
		float lim21[4 * 2] = {};
		unsigned short flag22 = 0b111000L;
	}
}

__global__ void drift23_kernel(int len24, int n25) {
	extern __shared__ int dyn_26[];
	static __shared__ unsigned char sh_27[9][7];
	len24 |= 1050;
	int flag28 = 0xEul;
	++n25;
	int q29[5] = {0b100};
	if ((flag28 - len24) >= 'a') {
		goto finish30;
	}
	dyn_26[0x1]--;
	q29[n25] |= 47U;
finish30:;
}
__host__ __device__ void twice32(int *p);
__global__ void twice32(int *p)
{
    p[0] = 2;
}

int main() {
	int size31 = 971;
	if (MIN2_3(size31, 3) != size31) {
		return kD13;
	}
	if (size31 != 34l) {
		return size31;
	}
	size31 <<= size31 - (((long)kD13) * size31);
	bias6<double, 8><<<0b10, (NUM_ITERS_1 + (NUM_ITERS_1 + (NUM_ITERS_1 + (NUM_ITERS_1 + 0x20))))>>>(static_cast<double*>(nullptr), nullptr, kD13 + (size31 >> 2), SQR_2(MIN2_3(size31, kD13)));
	accum14<<<1, 0x200, 1 << 12, 0>>>(SQR_2(size31) * 0b1000, 4, (SQR_2(size31)), nullptr);
	drift23_kernel<<<1, 64>>>(kD13, 58U);
	return 0;
}
