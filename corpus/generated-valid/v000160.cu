// cudagen 0.1 seed 160 valid
// features: kernel,kernel_from_macro,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,main,constexpr_var,struct,aligned_struct,if,while,goto,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,comma,pointer_arith,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_object,macro_function,macro_paste,pp_if
#include "prelude.cuh"

#define TILE_DIM_1 3
#define TILE_DIM_2 256
#define CAT_3(a, b) a##b

#if TILE_DIM_1 == 3
#define CONFIG_4 8
#else
#define CONFIG_4 14
#endif
#define DEFINE_MAP_KERNEL_5(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_5(map_warp6, unsigned)
DEFINE_MAP_KERNEL_5(map_filter7, double)

struct __align__(16) Sample8 {
	float y9, z10;
	int val11;
};

__global__ void clamp12_kernel(int len13, signed char *data14, int lane15, unsigned char *buf16)
{
	(*data14) = ((data14[len13] += *data14, data14[len13]) + ((*buf16) % len13));
	if ((data14 != nullptr) || ((len13 < 0x27u) && (lane15 & 0x1))) {
		unsigned u17 = 0x12;
	}
	long long w18 = CONFIG_4 - (buf16[5]);
	if (((*buf16) < 25) && (buf16[0x6] == sizeof(Sample8))) {
		goto done19;
	}
	len13 ^= (92 < (-((*buf16) + lane15))) ? len13 : (4 & data14[4]);
done19:;
}

inline __device__ double decay20(double *buf21, const unsigned long long *__restrict__ src22, const unsigned *__restrict__ in23)
{
	Sample8 h24 = Sample8{static_cast<float>(*src22), 50, 19};
	if (((long long)(*in23)) == ((in23[4] * src22[0]) | sizeof(int))) {
		int stride25 = 0x40 - (*src22);
	}
	int iter26 = 0;
	while (iter26 < 12) {
		h24 = Sample8{0xf6, 5.0f, 0100U};
		++iter26;
	}
	float e27 = ((src22[iter26] << 7) >> (CAT_3(iter, 26) + TILE_DIM_1)) | ((alignof(double)) * h24.val11);
	return iter26;
}

int main()
{
	int n28 = 0x275;
	static_assert(24 > 23, "tile must fit");
	clamp12_kernel<<<2, (CONFIG_4 + 504), 0, (cudaStream_t)0>>>(2 - ((n28 > n28) ? 19L : n28), (signed char*)nullptr, (n28 ? sizeof(int) : 0x20) - 46LL, (unsigned char*)nullptr);
	cudaStream_t hi29 = (cudaStream_t)0;
	map_filter7<<<(n28 + 0x7f) / 128, sizeof(float) * 32>>>(nullptr, (n28 += CAT_3(n, 28), n28) + 10u);
	map_warp6<<<128, sizeof(unsigned int) * 0100, 0x0, (cudaStream_t)0>>>((unsigned int*)nullptr, n28);
	return 0;
}
