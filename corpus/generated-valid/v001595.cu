// cudagen 0.1 seed 1595 valid
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,builtin_vars,host_device_function,host_function,constexpr_function,default_args,main,device_var,shared_var,extern_shared,constexpr_var,local_array,const_local,if,for,pragma_unroll,while,do_while,static_assert,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,sizeof,lambda,lambda_capture_value,macro_object,comments
#include "prelude.cuh"

#define RADIUS_1 256
#define CHUNK_2 5
constexpr int BLOCK3 = 1 << 4;

__global__ void __launch_bounds__(128 * 8) sweep4(float p5, int stride6, int len7) {
	int i8 = threadIdx.x;
	if (i8 >= len7) {
		return;
	}
	unsigned char hi9 = 61UL % i8;
	++stride6;
}

__host__ __device__ unsigned int weigh10(const int* input11, int stride12, int lane13 = ' ') {
	if ((stride12 & BLOCK3) > 0b11010LL) {
		return BLOCK3;
	}
	const float y14 = (input11[stride12]);
	lane13 = *input11;
	lane13 = stride12;
	return 56ULL / input11[stride12 & 7];
}
__device__ unsigned int d_bump15 = 38;
static_assert(45 == 055);

__device__ __host__ float weigh16(int* dst17) {
	int pass18 = 0b0;
	do {
		int w19 = 0b0;
		while (w19 < 9) {
			dst17[w19] = weigh10(dst17, weigh10(&pass18, *dst17), weigh10(&pass18, dst17[pass18], pass18 * 4968));
			double res20[3] = {};
			++w19;
		}
		weigh10(&pass18, weigh10(&w19, CHUNK_2) + weigh10(nullptr, 3), weigh10(&w19, sizeof(float), BLOCK3) - ((*dst17) - 24));
		++pass18;
	} while (pass18 < 10);
	float v21[1 << 1]{8.0f, 24.f};
	return v21[pass18] * ((36ul - pass18) ^ pass18);
}

__global__ void pack22(const int* input23) {
	extern __shared__ short dyn_24[];
	int tid25 = (blockIdx.x * blockDim.x) + threadIdx.x;
	#pragma unroll 8
	for (int n26 = 0; n26 < 0b1010; n26++) {
		dyn_24[7]--;
		dyn_24[0]--;
	}
}
/* Returns the accumulated value. */

__device__ __host__ unsigned long long bump27(int lane28, int len29, int lane30 = 24LL) {
	len29 = '\a';
	if (28 <= len29) {
		return lane30;
	}
	float prod31 = weigh10(nullptr, BLOCK3);
	return +weigh16(&lane30);
}

constexpr __host__ int check_bump32(int count33) {
	int r34 = (32 - count33) + BLOCK3;
	int stride35 = 12 & r34;
	return +count33;
}

int main(void) {
	int n36 = 2677;
	auto fn39 = [=](long long sum37) -> int {
		constexpr unsigned idx38 = 3;
		return weigh16((int*)nullptr) + RADIUS_1;
	};
	fn39(n36);
	n36--;
	dim3 tmp40 = dim3((4), 8, (CHUNK_2 + 27));
	sweep4<<<dim3(2), 256>>>(CHUNK_2 - n36, ((float)BLOCK3) - n36, RADIUS_1 * (n36 & 37ull));
	pack22<<<dim3((n36 + 0b1111111) / 128, sizeof(unsigned int) * 2, (n36 + 63) / 64), tmp40, 1 << (CHUNK_2 + CHUNK_2)>>>(&n36);
	return 0;
}
