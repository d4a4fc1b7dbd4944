// cudagen 0.1 seed 1790 valid
// features: kernel,kernel_static,kernel_from_macro,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,device_template_function,host_function,main,device_var,host_global,constexpr_var,local_array,const_local,namespace,if,for,pragma_unroll,compound_assign,bitwise,shift,incdec,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 3
#define TILE_DIM_2 8
#define BLOCK_SIZE_3 (1 << 8)
// Layout: row-major, no padding.

__global__ void combine4_kernel(const int *coef5, bool p6, float q7, int n8)
{
	int idx9 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (idx9 >= n8) {
		return;
	}
	q7++;
	unsigned lo10[6] = {};
	q7 /= n8;
	int e11 = (4 * (p6 + 1)) / n8;
	int sum12[(BLOCK_SIZE_1 + 1) * 2]{44u, 507l, idx9, 0b10001, 8, -38, 6U, 1788};
	e11++;
	const unsigned int base13 = static_cast<int>(BLOCK_SIZE_1 >> n8);
}

__host__ double check_clamp14(const int *coef15, int n16, unsigned q17)
{
	--q17;
	combine4_kernel<<<(q17 + 63) / 64, BLOCK_SIZE_1 + (TILE_DIM_2 + 53), sizeof(double) * 64, nullptr>>>(nullptr, n16, *coef15, coef15[n16] + (n16 * (*coef15)));
	n16 /= (((unsigned char)26l) + ((unsigned)n16));
	q17 = sizeof(unsigned);
	n16 = 8ll;
	q17 /= q17 - ((coef15[3] * coef15[q17]) - 25u);
	return 34;
}
// Helper used by the kernels below.

template <typename T, int N = 8>
inline __host__ __device__ size_t mix18(const T *__restrict__ coef19, const T *__restrict__ in20, float b21)
{
	b21 -= ((int)b21) << 4;
	b21 = BLOCK_SIZE_3 * coef19[0];
	b21 += sizeof(int);
	b21 = -(-59);
	b21 = N;
	b21 += (((unsigned char)coef19[1]) << 4) >> 6;
	return 53;
}
#define DEFINE_MAP_KERNEL_22(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_22(map_scatter23, double)
DEFINE_MAP_KERNEL_22(map_weigh24, unsigned int)
const char *g_relax25 = "a\tb";

__global__ void __launch_bounds__((BLOCK_SIZE_1 + (TILE_DIM_2 + (BLOCK_SIZE_1 + 50))), 1) scatter26(int *__restrict__ dst27)
{
	int tid28 = threadIdx.x;
	dst27[tid28] &= tid28;
	#pragma unroll
	for (int it29 = 5; it29 > 0; --it29) {
		int lim30 = -0b100000;
		lim30 *= dst27[7];
	}
}
__device__ signed char d_mix31 = 46;

namespace gpu32 {
__device__ float d_trace33 = 6.0f;

static __global__ void __launch_bounds__(sizeof(int) * (BLOCK_SIZE_1 + 61)) norm34_kernel(float *data35, int n36)
{
	int tid37 = threadIdx.x;
	if (tid37 >= n36) {
		return;
	}
	data35[tid37]++;
	n36 -= 32lu;
}
} // namespace gpu32

int main(void)
{
	int count38 = 1054;
	gpu32::norm34_kernel<<<(count38 + 63) / 64, TILE_DIM_2 + (TILE_DIM_2 + (BLOCK_SIZE_1 + (TILE_DIM_2 + 229)))>>>(static_cast<float*>(nullptr), 55);
	float x39 = 20.125f;
	for (int i40 = 0; i40 < count38; i40 += 1) {
		cudaStream_t lo41 = nullptr;
	}
	scatter26<<<(count38 + 31) / 32, TILE_DIM_2 + (TILE_DIM_2 + 48), 0>>>(nullptr);
	map_scatter23<<<BLOCK_SIZE_1 + (TILE_DIM_2 + 21), 128, 0>>>((double*)nullptr, 1014u);
	map_weigh24<<<(1), BLOCK_SIZE_1 + (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + (TILE_DIM_2 + (BLOCK_SIZE_1 + (TILE_DIM_2 + (TILE_DIM_2 + 28)))))), 0, 0>>>((unsigned*)nullptr, count38 + static_cast<int>(33));
	return 0;
}
