// cudagen 0.1 seed 486 invalid:launch_too_many_config_args
// features: kernel,kernel_from_macro,restrict_params,launch,launch_dim3,builtin_vars,host_function,constexpr_function,main,managed_var,constexpr_var,namespace,if,compound_assign,bitwise,shift,logical,comparison,incdec,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_object,macro_function,macro_paste
#include "prelude.cuh"

#define BLOCK_SIZE_1 16
#define NUM_ITERS_2 64
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
namespace kern6 {
constexpr double kD7 = 9.75;
} // namespace kern6
__global__ void drift8(int lane9, const int *__restrict__ in10, double *out11)
{
	float stride12 = 38ul;
	constexpr char mid13 = NUM_ITERS_2;
}
__managed__ int m_norm14 = 2;
constexpr int accum15(int stride16)
{
	unsigned acc17(kern6::kD7);
	return stride16;
}
__managed__ int m_count18[32];
#define DEFINE_MAP_KERNEL_19(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_19(map_gather20, double)
DEFINE_MAP_KERNEL_19(map_tally21, unsigned int)
constexpr int check_march22(int len23)
{
	len23--;
	len23 &= 27 + accum15(CAT_5(len, 23));
	return kern6::kD7;
}
__global__ void probe_kernel25(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = i;
}
int main()
{
	int len24 = 2800;
	probe_kernel25<<<1, 128, 0, 0, 1>>>(nullptr, 0);
	m_count18[15] = ((NUM_ITERS_2 + m_count18[26]) % (m_norm14 + 23u));
	accum15(m_count18[11]);
	if ((m_count18[len24 & 31] == 9) && (m_norm14 >= m_count18[len24 & 31])) {
		return check_march22(accum15(len24));
	}
	drift8<<<dim3(1 << 2, sizeof(float) * NUM_ITERS_2), 0b100000 * 8>>>(len24, m_count18, (double*)nullptr);
	map_gather20<<<(m_norm14 + 077) / 64, dim3((len24 + 63) / 64)>>>((double*)nullptr, 19ul);
	map_tally21<<<dim3(NUM_ITERS_2 + (NUM_ITERS_2 + (BLOCK_SIZE_1 + (NUM_ITERS_2 + (BLOCK_SIZE_1 + 32)))), 256, (256)), dim3((m_norm14 + 255) / 256)>>>(nullptr, sizeof(double));
	return 0;
}
