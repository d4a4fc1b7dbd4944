// cudagen 0.1 seed 2277 valid
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,launch_stream,main,constexpr_var,struct,class_private,if,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_suffix,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_function,macro_paste,macro_statement,pp_if
#include "prelude.cuh"

#define NUM_ITERS_1 32
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_4(a, b) a##b
#if NUM_ITERS_1 % 2 == 0 || NUM_ITERS_1 < 4
#define CONFIG_5 4
#elif NUM_ITERS_1 < 0
#error unreachable configuration
#else
#define CONFIG_5 25
#endif

static __global__ void blend6(long q7, const size_t* __restrict__ input8)
{
	if (CAT_4(q, 7) == CAT_4(q, 7)) {
		return;
	}
	q7 = 48;
	q7 = q7;
	float off9 = MAX2_2(~(q7 & CAT_4(q, 7)), (25lu << (q7 & input8[q7 & 7])));
}

__global__ void count10(int lane11, double* buf12, float b13, int len14)
{
	len14 = sizeof(char);
	len14 = buf12[len14];
	lane11--;
	double hi15 = 3128ull << CAT_4(len, 14);
	b13 -= CONFIG_5;
}

class Body16 {
	float count17;
	int x18;
	float count19;
public:
	__host__ __device__ Body16(float init20, int init21, float init22) : count17(init20), x18(init21), count19(init22) {}
	__host__ __device__ float apply23() const
	{
		return (28 + x18) | (1590 % x18);
	}
};

int main(void)
{
	int len24 = 167;
	len24++;
	len24 += MAX2_2(len24 / (NUM_ITERS_1 >> len24), int(len24));
	count10<<<2, (32)>>>(len24, (double*)nullptr, +len24, len24);
	int hi25 = MAX2_2(CAT_4(len, 24), MAX2_2(CAT_4(len, 24) - CONFIG_5, len24));
	blend6<<<NUM_ITERS_1 + 224, 256, 0, 0>>>((CONFIG_5), (const size_t*)nullptr);
	return 0;
}
