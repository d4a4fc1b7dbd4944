// cudagen 0.1 seed 2222 valid
// features: kernel,kernel_template,launch_deduced_template_args,kernel_from_macro,launch,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,extern_shared,constexpr_var,local_array,enum_class,if,static_assert,compound_assign,bitwise,logical,comparison,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,sizeof,macro_object,macro_function,comments
#include "prelude.cuh"

#define NUM_ITERS_1 16
#define NUM_ITERS_2 16
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
/* Helper used by the kernels below. */
__global__ void scatter6(int stride7, unsigned long* data8, long beta9)
{
	extern __shared__ int dyn_10[];
	unsigned short e11[7] = {};
	int x12 = (NUM_ITERS_2 - (dyn_10[2] + 20U)) * e11[0];
	stride7 = 45 * (data8[4] | NUM_ITERS_2);
}
enum class Mode13 { Blue14, Mul15, Mul16, Green17 = 6 };
enum class Level18 {
	On19,
	Off20 = 2,
	Off21,
	Green22,
	Green23
};
#define DEFINE_MAP_KERNEL_24(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_24(map_clamp25, double)
// NOTE: keep in sync with the host reference.
__global__ void smooth26_kernel(const int* coef27, int count28)
{
	int diff29 = count28;
	float val30 = ((*coef27) - (21U + diff29)) - diff29;
	int flag31[3] = {};
}
static_assert(sizeof(int) == 4, "bad config");
template <typename T, int N = 8>
__global__ void combine32_kernel(const T* src33, T* data34)
{
	extern __shared__ int dyn_35[];
	data34[2] -= data34[6];
	dyn_35[7] = ((sizeof(float) * dyn_35[7]) - (N - dyn_35[5])) ^ (dyn_35[5] * (25));
}
int main()
{
	int count36 = 3351;
	const int* tmp37 = nullptr;
	if ((!(tmp37[4] == sizeof(float))) && ((count36 - 13) != 58)) {
		int cnt38[2]{-41, 32UL};
		scatter6<<<020, (128), sizeof(float) * 32, (cudaStream_t)0>>>(tmp37[count36] | (cnt38[0] ^ (*tmp37)), nullptr, count36 % (*tmp37));
	}
	map_clamp25<<<128, 64, sizeof(int) * 32>>>(nullptr, (3340ll));
	smooth26_kernel<<<(4), 32 * 4, 1024>>>(tmp37, -count36);
	combine32_kernel<<<(count36 + 255) / 256, (128), (256)>>>((const unsigned*)nullptr, (unsigned int*)nullptr);
	return 0;
}
