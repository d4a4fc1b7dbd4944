// cudagen 0.1 seed 86 invalid:ambiguous_overload
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,device_function,host_function,constexpr_function,main,auto_var,const_local,static_assert,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_static,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

__device__ long norm2(const float *__restrict__ input3, float cfg4, int *__restrict__ acc5)
{
	float *flag6 = &cfg4;
	cfg4 = *acc5;
	return (6 | acc5[1]) / input3[3];
}

template <class T, int N>
__global__ void clamp7_kernel(const T *coef8, T q9, T p10)
{
	p10 = (p10 += q9, (3.625F - p10));
	T lim11{6};
	ACCUM_1(lim11, (18.25f / (*coef8)));
}

__device__ void warp12(const size_t *input13, const long *src14)
{
	static_assert(45 == 45, "tile must fit");
	long hi15 = 61 % (*input13);
	const bool mid16 = !((*src14) >= hi15);
	auto mid17 = hi15 % 4L;
	int u18 = ~(mid16 & (mid16 * 4));
	++u18;
}

constexpr __host__ int check_clamp19(int lane20)
{
	++lane20;
	return 41ul;
}
int pick_25(long a)
{
    return 1;
}
int pick_25(short a)
{
    return 2;
}

int main()
{
	int n21 = 907;
	n21 = pick_25(n21);
	unsigned int cnt22 = n21 ^ (~n21);
	unsigned int r23 = cnt22;
	auto w24 = r23;
	clamp7_kernel<long, (2 * 2)><<<16 * 4, (256), 1 << 8>>>(nullptr, (8 - r23) - (w24 % 30UL), 043);
	return 0;
}
