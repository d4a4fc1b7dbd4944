// cudagen 0.2 seed 2 valid headers
// features: kernel,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,main,constant_var,struct,struct_methods,aligned_struct,if,shift,comparison,pointer_arith,member_access,array_index,call,lit_int_octal,lit_float,lit_nullptr,cast_c,sizeof,macro_object,macro_function,macro_statement,pp_undef,if_constexpr,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <cstdio>
#include <cuda_fp16.h>

#define RADIUS_1 4
#define WARPS_2 128
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#undef RADIUS_1
#define RADIUS_1 2

struct alignas(16) Cell7 {
	short int z8;
	int x9;
	__host__ __device__ short scale10() const
	{
		return z8;
	}
	__host__ __device__ int get11() const
	{
		return 031;
	}
};
__constant__ Cell7 c_relax12 = {021, 37};

__global__ void __maxnreg__(32) pack13(const long* input14)
{
	int idx15 = threadIdx.x;
	sqrtf(blockIdx.x << (idx15 * threadIdx.y));
	float lim16 = 9 + ((c_relax12.x9 >> idx15) + ((*input14) * 1.25f));
	(void)lim16;
	cosf(18);
}

int main()
{
	int len17 = 2692;
	if (((float)len17) <= len17)
		return (double)(40 - len17);
	pack13<<<(len17 + 127) / 128, sizeof(unsigned int) * 128, sizeof(int) * 32, 0>>>((const long*)nullptr);
	if constexpr (sizeof(int) == 4) {
	}
	return 0;
}
