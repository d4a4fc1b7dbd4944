// cudagen 0.1 seed 2332 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,main,shared_var,constexpr_var,const_local,struct,operator_overload,aligned_struct,if,logical,comparison,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function
#include "prelude.cuh"

#define NUM_ITERS_1 128
#define BLOCK_SIZE_2 5
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define SQR_4(x) ((x) * (x))
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define CAT_7(a, b) a##b
__global__ void update8(const int *__restrict__ input9) {
	const int x10 = input9[0b1];
}
struct Node11 {
	float x12;
	unsigned int flag13;
	long y14;
};
inline __host__ __device__ Node11 operator+(Node11 a, Node11 b) {
	Node11 r = a;
	r.x12 += b.x12;
	r.flag13 += b.flag13;
	r.y14 += b.y14;
	return r;
}
struct alignas(8) Span15 {
	int sum16, count17;
	bool z18;
};
__global__ void tally19_kernel(const int *in20) {
	constexpr unsigned int idx21 = BLOCK_SIZE_2 + (BLOCK_SIZE_2 + 0b10);
	__shared__ int sh_22[128];
}
int main(void) {
	int n23 = 847;
	if (n23 && (n23 >= 'a')) {
		return -5;
	}
	if ((n23 + 2563U) <= 31) {
		return 2901U * static_cast<unsigned>(n23);
	}
	update8<<<(BLOCK_SIZE_2 + 3), sizeof(unsigned int) * (BLOCK_SIZE_2 + (BLOCK_SIZE_2 + 54)), 0, 0>>>(nullptr);
	tally19_kernel<<<dim3(BLOCK_SIZE_2 + 27, 2), 2 * (BLOCK_SIZE_2 + 11)>>>((const int*)nullptr);
	return 0;
}
