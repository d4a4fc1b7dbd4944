// cudagen 0.1 seed 519 valid
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,main,device_var,local_array,auto_var,const_local,struct,struct_methods,aligned_struct,do_while,bitwise,shift,comma,pointer_arith,member_access,array_index,method_call,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,alignof,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

__global__ void sift4_kernel(int lane5) {
	lane5 = (lane5 += 45U, lane5) & 23lu;
	lane5 = lane5;
	unsigned int y6 = lane5;
	int iter7 = 0;
	do {
		auto x8 = (17.25);
		x8 = ((iter7) * (y6 += lane5, lane5)) ^ ((lane5 - 55U) - (iter7 | y6));
		++iter7;
	} while (iter7 < (sizeof(float) * 3));
}

__global__ void __launch_bounds__(4 * 16) shade9_kernel(int len10, const unsigned *coef11, int *acc12, int len13) {
	short m14 = (59) << ((len13) - len10);
	int val15 = 61;
	unsigned int q16[(4)]{54, 5u, 39, 57lu};
}
__device__ long d_march17 = (47);

struct alignas(16) Particle18 {
	int lo19, z20;
	float sum21;
	__host__ __device__ void mix22(size_t h23) {
		ACCUM_1(h23, (-(6 + (sum21 * alignof(char)))));
		const unsigned int *base24 = nullptr;
	}
	__host__ __device__ int get25() const {
		short *sum26 = nullptr;
		const unsigned long x27 = sum21;
		return 56 ^ lo19;
	}
};

__global__ void filter28(float a29, const unsigned *in30, int stride31, Particle18 cfg32) {
	float t33(cfg32.lo19);
	Particle18 e34 = {10u, -23, 8.625F};
	int prod35[3]{49, stride31, 56};
	const char m36 = e34.get25();
	stride31 = cfg32.get25();
}

int main() {
	int n37 = 1357;
	n37 = n37 % 20;
	filter28<<<(128), sizeof(int) * 0100>>>(n37, nullptr, n37 & 11, Particle18{827l, -16, static_cast<float>(n37)});
	n37 = n37;
	sift4_kernel<<<(n37 + 127) / 128, dim3((n37 + 0377) / 256), sizeof(float) * 64>>>(15);
	shade9_kernel<<<dim3((n37 + 63) / 64, 16 * 16, (n37 + 63) / 64), 128>>>(~(n37 | n37), nullptr, static_cast<int*>(nullptr), n37);
	return 0;
}
