// cudagen 0.1 seed 221 invalid:bad_initializer_type
// features: kernel,kernel_static,launch,builtin_vars,main,shared_var,extern_shared,constexpr_var,struct,struct_methods,enum,if,for,ternary,compound_assign,bitwise,shift,comparison,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_char,lit_string,lit_nullptr,cast_functional,alignof,macro_function,macro_statement
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
enum Phase5 {
	RED6,
	MUL7,
	MUL8,
	BUSY9,
	GREEN10 = 5
};

struct Stats11 {
	float lo12;
	float mass13;
	int flag14;
	__host__ __device__ float reset15() const {
		return 15ull >> (flag14 % GREEN10);
	}
	__host__ __device__ int apply16(float sum17) const {
		return 22;
	}
};

__global__ void merge18(int n19, int *data20, const int *input21) {
	unsigned int tid22 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (tid22 >= n19)
		return;
	data20[3] = float((((*input21) != 9lu) ? input21[tid22] : n19) + n19);
	for (int i23 = 0; i23 < 12; i23 += 3)
		data20[2] >>= i23 % n19;
	data20[threadIdx.x & 7] -= MAX2_1(input21[tid22], alignof(double) % data20[n19 & 7]);
}

static __global__ void smooth24_kernel(int count25) {
	extern __shared__ int dyn_26[];
	int tid27 = (blockIdx.x * blockDim.x) + threadIdx.x;
	const unsigned int *base28 = nullptr;
	char hi29 = (base28[4]);
}

int main(void) {
	int len30 = 2216;
	int *ptr34 = 1.5;
	Phase5 lo31 = MUL8;
	Phase5 idx32 = lo31;
	const char *cnt33 = "a\tb";
	merge18<<<(len30 + 31) / 32, 1 << 5>>>((lo31 - 29) - ('0'), &len30, &len30);
	smooth24_kernel<<<(len30 + 31) / 0b100000, 1 << 6>>>(len30);
	return 0;
}
