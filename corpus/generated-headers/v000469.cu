// cudagen 0.2 seed 469 valid headers
// features: kernel,launch,launch_shared_mem,builtin_vars,device_function,main,shared_var,static_shared,constexpr_var,if,ternary,bitwise,shift,comparison,incdec,array_index,lit_int_octal,lit_int_suffix,cast_functional,macro_object,macro_paste,macro_statement,pp_undef,nttp_pointer
#include <cuda_runtime.h>
#include <vector>
#include <cstdio>

#define WARPS_1 5
#define WARPS_2 16
#define RADIUS_3 5
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define CAT_7(a, b) a##b
#undef WARPS_2
#define WARPS_2 2
int table9[4] = {79, 40, 39, 70};
template <int *P> int readAt10(int i) { return P[i & 3]; }
int indirect8(int x) { return readAt10<table9>(x) + readAt10<table9>(1); }

__device__ void march11(size_t q12, float beta13)
{
	if ((beta13 + 065) != 011)
		return;
	float r14 = blockDim.y;
	(void)r14;
}

__global__ void fold15(long long q16, int lane17)
{
	int i18 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (i18 >= lane17)
		return;
	if (gridDim.y < RADIUS_3)
		return;
	unsigned int stride19 = float(1729LL);
	static __shared__ unsigned char sh_20[16];
	float k21 = blockDim.x;
	q16 = (i18 < sh_20[stride19]) ? WARPS_1 : (lane17 & i18);
	++k21;
	stride19++;
}

int main(void)
{
	int size22 = 26;
	--size22;
	int flag23 = 27;
	fold15<<<RADIUS_3 + (WARPS_1 + 22), (0400), 1 << 10>>>(flag23, (3408l - flag23) | (flag23 * 2019lu));
	return 0;
}
