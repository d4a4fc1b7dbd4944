// cudagen 0.1 seed 446 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,constexpr_function,main,shared_var,shared_2d,const_local,if,while,static_assert,ternary,shift,logical,comparison,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_functional,sizeof,alignof,macro_object,macro_function,macro_paste,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define CHUNK_1 8
#define TILE_DIM_2 4
#define NUM_ITERS_3 (0x8 * 0x2)
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define SWAP_5(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_6(a, b) a##b
#define USE_FAST_PATH_7
#ifdef USE_FAST_PATH_7
#define TUNE_8 5
#else
#define TUNE_8 31
#endif
constexpr int host_decay9(int lane10, float alpha11)
{
	return lane10 + CAT_6(lane, 10);
}
__global__ void __launch_bounds__(512, 2) weigh12_kernel(float alpha13, const long* __restrict__ input14, int lane15, double* __restrict__ data16)
{
	int gid17 = threadIdx.x;
	bool base18 = !((alpha13 > alpha13) && (gridDim.y == (blockIdx.x - alignof(float))));
	lane15 = *data16;
}
static_assert(31 == 31, "expected value");
// Computes one element per thread.
template <typename T, int N = 6>
__global__ void __launch_bounds__((NUM_ITERS_3 + 112), 2) fold19_kernel(const T* input20, int len21)
{
	unsigned int i22 = threadIdx.x;
	if (i22 >= len21) {
		return;
	}
	int w23 = 0x0;
	while (w23 < len21) {
		if ((warpSize > i22) && (!input20)) {
			return;
		}
		len21 = N;
		++w23;
	}
	if (input20 != nullptr) {
		return;
	}
	len21 = (gridDim.z + T(threadIdx.x)) * blockDim.z;
	__shared__ unsigned sh_24[3][(CHUNK_1 + (TILE_DIM_2 + 1))];
}
int main()
{
	int count25 = 1696;
	const int acc26 = 1264;
	fold19_kernel<double, (2 * 2)><<<dim3(32), 0x1 << 8, 0, (cudaStream_t)0>>>(nullptr, (count25 <= sizeof(int)) ? count25 : (sizeof(double) / count25));
	weigh12_kernel<<<dim3((0x20)), 64>>>(39ul >> (count25 - count25), (const long*)nullptr, ((double)acc26) * count25, nullptr);
	fold19_kernel<unsigned, 6><<<(count25 + 63) / 0b1000000, 32, 1 << (TUNE_8 + (TILE_DIM_2 + 1)), nullptr>>>((const unsigned int*)nullptr, 46 / (count25 - 7u));
	return 0;
}
