// cudagen 0.1 seed 2107 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,device_function,main,constexpr_var,auto_var,if,if_init,for,compound_assign,bitwise,shift,comparison,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_paste,macro_statement,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 64
#define NUM_ITERS_2 (1 << 8)
#define SQR_3(x) ((x) * (x))
#define MOD8_4(x) ((x) % 8)
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
#define CAT_8(a, b) a##b
#undef NUM_ITERS_1
#define NUM_ITERS_1 48

template <typename T, typename U>
__global__ void scatter9_kernel(const U *src10, float a11, const int *coef12, int n13) {
	for (int j14 = 0x0, j15 = n13; j14 < j15; (++j14, (--j15))) {
		long idx16 = a11;
		if ((*src10) < static_cast<T>(coef12[j15 & 0x7])) {
			return;
		}
	}
	if (CAT_8(n, 13) < sizeof(int)) {
		return;
	}
	n13 -= a11;
}

__global__ void bump17_kernel(const float *coef18, const float *in19, short int *acc20) {
	acc20[5] |= sizeof(int);
	int hi21 = in19[7] + (in19[1] - 9);
	if (hi21 == 57) {
		return;
	}
	hi21 = hi21;
}

__device__ float step22(double beta23, const int *coef24) {
	beta23 = NUM_ITERS_2;
	int lim25 = coef24[0x6];
	return coef24[0];
}

static __global__ void trace26_kernel(long long *dst27, const float *input28, const int *input29) {
	unsigned int prod30 = NUM_ITERS_1;
	prod30 = +MOD8_4(input29[prod30 & 7] >> prod30);
}

__global__ void lerp31(int *dst32) {
	float val33 = 0xBE4 & dst32[0x3];
	dst32[1] %= dst32[7];
	(*dst32) += 4839;
	auto y34 = dst32[4];
	float base35 = ((*dst32) += 24, 20.75F);
	if (base35 >= dst32[y34]) {
		return;
	}
	int lo36 = SQR_3((dst32[y34 & 0x7] * (*dst32)) | dst32[y34 & 0x7]);
}

int main() {
	int size37 = 2829;
	auto hi38 = 41 / (size37 + size37);
	if (size37 < (hi38 += 0x9, (size37 * 0b100101))) {
		int r39 = -29;
		if (constexpr int x40 = 60; hi38) {
			r39 &= sizeof(long);
		}
	}
	long long h41 = (size37 - (417u & CAT_8(size, 37))) - (hi38 * (NUM_ITERS_1 + CAT_8(size, 37)));
	scatter9_kernel<int, long><<<(size37 + 0b1111111) / 128, 512, sizeof(double) * 0b10000000>>>(nullptr, 12.625F, &hi38, h41);
	bump17_kernel<<<dim3((hi38 + 63) / 64, (256), (size37 + 0x3f) / 64), sizeof(int) * 128, 0>>>(nullptr, (const float*)nullptr, static_cast<short*>(nullptr));
	trace26_kernel<<<(1), 0x2 * 0b10000, sizeof(float) * 128>>>(nullptr, nullptr, (const int*)nullptr);
	return 0;
}
