// cudagen 0.1 seed 2040 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,main,device_var,shared_var,extern_shared,constexpr_var,typedef,if,nested_block,static_assert,ternary,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_bool,lit_nullptr,cast_static,sizeof,macro_object,macro_function,macro_statement,comments
#include "prelude.cuh"

#define NUM_ITERS_1 32
#define WARPS_2 3
#define BLOCK_SIZE_3 4
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define SWAP_5(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
__device__ double d_fold6 = 24.5;
typedef int idx7_t;

static __global__ void reduce8_kernel(unsigned long long *__restrict__ buf9, float a10, bool cfg11)
{
	int i12 = (blockIdx.x * blockDim.x) + threadIdx.x;
	(++a10, (cfg11 = cfg11 <= (cfg11 + d_fold6)));
	++a10;
}

template <typename T, int N>
__global__ void tally13_kernel(T *buf14, unsigned beta15)
{
	int gid16 = threadIdx.x;
	long *off17 = nullptr;
	--beta15;
	unsigned int h18(MIN2_4(d_fold6, 61));
	buf14[threadIdx.y] = d_fold6;
}
// Layout: row-major, no padding.

__global__ void __launch_bounds__(64) sweep19_kernel(int lane20, idx7_t n21)
{
	extern __shared__ char dyn_22[];
	int i23 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (i23 >= lane20) {
		return;
	}
	idx7_t q24 = BLOCK_SIZE_3;
	if (46L >= static_cast<idx7_t>(d_fold6)) {
		return;
	}
	dyn_22[blockDim.z] = MIN2_4(blockDim.x + 44, lane20 - dyn_22[5]) * (n21 += 0b11u, (lane20 + 0b110010));
	static_assert(010 > 7);
	SWAP_5(idx7_t, n21, q24);
}

int main()
{
	int count25 = 3098;
	count25 = sizeof(unsigned) + count25;
	{
		sweep19_kernel<<<(count25 + 31) / 32, 0b1000000>>>((count25 - 58) * count25, 3011 * count25);
		count25 = count25;
	}
	count25 = 'A';
	int hi26(((9 * count25) - count25) + 4114U);
	reduce8_kernel<<<dim3((hi26 + 63) / 64, 2 * 2), (512), 0>>>(nullptr, count25 + (sizeof(int) - count25), (0 - count25) / (true));
	tally13_kernel<unsigned, 6><<<(count25 + 63) / 64, dim3(1, 8)>>>(nullptr, ((count25 / hi26) >= 36) ? 59 : hi26);
	return 0;
}
