// cudagen 0.1 seed 541 invalid:virtual_constructor
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,main,constexpr_var,const_local,struct,struct_methods,aligned_struct,anon_namespace,if,compound_assign,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,macro_function
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))

namespace {
struct Particle3 {
	unsigned flag4;
	long id5;
	unsigned int count6;
	float y7;
};

__global__ void tally8_kernel(float* acc9, float a10) {
	int tid11 = (blockIdx.x * blockDim.x) + threadIdx.x;
	a10 = tid11;
	char cnt12 = blockIdx.x / a10;
	acc9[cnt12] = a10 / (*acc9);
	cnt12 = 44;
	if ((+cnt12) <= 45lu) {
		return;
	}
	a10--;
}
} // namespace

struct alignas(8) Span13 {
	unsigned short y14;
	unsigned sum15;
	__host__ __device__ unsigned int total16() const {
		constexpr float z17 = 5.75f;
		const float off18 = y14;
		return y14 - MIN2_1(sum15, z17);
	}
	__host__ __device__ unsigned short bump19() const {
		return MAX2_2(sum15 + 10, sum15 - 4u);
	}
};
struct Node_22 {
    virtual Node_22() {}
};

int main() {
	int n20 = 1939;
	n20 = n20;
	(++n20, (n20 = '\x7f'));
	constexpr float s21 = 4;
	n20 >>= ((n20 * n20) - n20);
	tally8_kernel<<<512, 256, 0, (cudaStream_t)0>>>((float*)nullptr, 37 * (n20 / 47));
	return 0;
}
