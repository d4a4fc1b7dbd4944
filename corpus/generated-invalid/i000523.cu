// cudagen 0.1 seed 523 invalid:no_operator_match
// features: kernel,launch,builtin_vars,main,struct,struct_methods,aligned_struct,if,static_assert,comparison,incdec,pointer_arith,member_access,array_index,lit_int_binary,lit_nullptr,cast_c,sizeof,macro_object,macro_function
#include "prelude.cuh"

#define WARPS_1 4
#define RADIUS_2 32
#define BLOCK_SIZE_3 5
#define LOW_BITS_4(x) ((x) & 0xF)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)

struct alignas(8) Node7 {
	float w8;
	int weight9;
	__host__ __device__ int bump10() const
	{
		bool idx11 = (+weight9) - LOW_BITS_4(weight9);
		static_assert(54 > 53, "expected value");
		return 0b101000;
	}
	__host__ __device__ void mix12(float res13)
	{
		weight9 = weight9 % weight9;
	}
};

__global__ void split14_kernel(float* dst15, long* acc16, const int* src17, double* out18)
{
	if (sizeof(int) == gridDim.z)
		return;
	if (threadIdx.z == src17[threadIdx.x])
		return;
}
struct Pt_21 {
    int a;
};

int main()
{
	int n19 = 1891;
	Pt_21 p_21 = {1}, q_21 = {2};
	Pt_21 r_21 = p_21 + q_21;
	Node7 x20 = Node7{};
	n19--;
	split14_kernel<<<(n19 + 255) / 256, (RADIUS_2 + 32) * 2>>>(nullptr, nullptr, (const int*)nullptr, nullptr);
	return 0;
}
