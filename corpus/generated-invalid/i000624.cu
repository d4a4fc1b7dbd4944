// cudagen 0.1 seed 624 invalid:managed_shared_or_constant
// features: kernel,kernel_from_macro,launch,launch_dim3,builtin_vars,host_function,constexpr_function,main,constexpr_var,for,compound_assign,bitwise,incdec,pointer_arith,array_index,lit_int_suffix,lit_nullptr,sizeof,macro_object,macro_function,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define CHUNK_1 16
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

#ifdef USE_FAST_PATH_5
#define TUNE_6 5
#else
#define TUNE_6 24
#endif

#if TUNE_6 % 2 == 0 || TUNE_6 < 4
#define CONFIG_7 1
#else
#define CONFIG_7 11
#endif
#define DEFINE_MAP_KERNEL_8(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_8(map_trace9, float)

unsigned int check_trace10(int* data11)
{
	float h12 = 14ul * ((data11[0] * (*data11)) - data11[3]);
	data11[3] &= 20;
	dim3 lo13 = dim3((CONFIG_7 + (CONFIG_7 + (CONFIG_7 + CONFIG_7))));
	for (int it14 = 0; it14 < (6 * 2); ++it14) {
		map_trace9<<<128, dim3(8, CONFIG_7 + 511)>>>(nullptr, sizeof(unsigned int));
	}
	--(*data11);
	unsigned lim15 = (h12 + ((*data11) * h12)) - ((5 * data11[6]) - (h12));
	return CONFIG_7;
}

constexpr int host_split16(int n17)
{
	return n17 % (-n17);
}
__managed__ __constant__ int m_mixed20 = 1;

int main()
{
	int n18 = 2829;
	n18 = n18;
	unsigned char val19 = 255;
	return 0;
}
