// cudagen 0.1 seed 305 valid
// features: kernel,kernel_from_macro,restrict_params,launch,launch_dim3,launch_stream,builtin_vars,device_function,host_device_function,device_template_function,host_function,default_args,main,host_global,struct,aligned_struct,enum_class,if,for,goto,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,sizeof,macro_function,macro_paste,comments
#include "prelude.cuh"

#define CAT_1(a, b) a##b

__host__ unsigned char check_fold2(const unsigned int *src3, int lane4, int *__restrict__ out5)
{
	lane4 = lane4;
	cudaStream_t v6 = 0;
	return ((3279 - src3[1]) * 21U) & 30;
}
#define DEFINE_MAP_KERNEL_7(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_7(map_drift8, unsigned int)
static int g_shade9;

struct alignas(16) Stats10 {
	float w11;
	unsigned count12;
	unsigned char hi13;
};
enum class Mode14 : int { Green15, Slow16 };

inline __host__ __device__ void filter17(int count18, int count19, int stride20 = -4873)
{
	unsigned acc21(count19);
	if ((stride20 + 3lu) > 0x21lu) {
		return;
	}
	acc21 = stride20;
	count18 = 065;
	for (int n22 = 0; n22 < 0xB; n22 += 1) {
		stride20 *= 61 - count19;
	}
	stride20 *= count18;
}

__global__ void update23_kernel(int lane24, float *__restrict__ acc25, Mode14 beta26)
{
	--lane24;
	lane24 %= (((long)lane24) * lane24) - sizeof(int);
}
/* Helper used by the kernels below. */

template <class T, int N>
__device__ int mix27(T *__restrict__ acc28, int count29, const unsigned *input30)
{
	if (count29 >= input30[count29 & 7]) {
		goto finish31;
	}
	if (!(acc28[count29 & 7] >= 26)) {
		return N;
	}
	if (((*acc28) > acc28[0x4]) && (input30[0x6] == 9)) {
		return count29 | N;
	}
finish31:;
	return input30[0x6];
}

unsigned long march32(int stride33)
{
	g_shade9 &= stride33;
	g_shade9 |= 17L + (stride33);
	map_drift8<<<(stride33 + 63) / 64, dim3(010, 64)>>>(nullptr, (50L - CAT_1(stride, 33)) + CAT_1(stride, 33));
	g_shade9 *= 056;
	return g_shade9;
}

int main()
{
	int n34 = 1661;
	update23_kernel<<<128, 64>>>(check_fold2((const unsigned int*)nullptr, march32(52U), (int*)nullptr), nullptr, Mode14::Green15);
	if ((g_shade9 != g_shade9) || (CAT_1(n, 34) == 48)) {
		return g_shade9 % n34;
	}
	return 0;
}
