// cudagen 0.1 seed 1403 valid
// features: kernel,kernel_extern_c,kernel_from_macro,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,default_args,main,shared_var,extern_shared,constexpr_var,struct,struct_methods,operator_overload,if,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_bool,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_paste,comments
#include "prelude.cuh"

#define RADIUS_1 5
#define BLOCK_SIZE_2 8
#define CAT_3(a, b) a##b

struct Cell4 {
	bool w5;
	unsigned int x6;
};

__device__ size_t probe7(int n8 = 49)
{
	n8--;
	n8 |= n8;
	long long val9 = (n8) * (CAT_3(n, 8) ? n8 : 59);
	return 1 / (n8 + CAT_3(val, 9));
}
#define DEFINE_MAP_KERNEL_10(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_10(map_sweep11, float)
DEFINE_MAP_KERNEL_10(map_apply12, unsigned int)
// Layout: row-major, no padding.

extern "C" __global__ void __launch_bounds__(512, 0b100) tally13_kernel(int len14, const unsigned *src15)
{
	extern __shared__ char dyn_16[];
	len14 ^= dyn_16[1];
	if (dyn_16[len14] < 0b1000) {
		return;
	}
}
// Computes one element per thread.

__global__ void bias17(const float *input18, float *data19, unsigned char a20, unsigned *out21)
{
	extern __shared__ int dyn_22[];
	int prod23 = a20;
	float flag24 = ((RADIUS_1) + (prod23 / 0x7db)) * (*data19);
	float e25 = 8.625f + (data19[prod23] + RADIUS_1);
	bool idx26 = false - CAT_3(a, 20);
	if ((flag24 - (1842 - e25)) < prod23) {
		int t27 = -35;
	}
	e25 = ((0xb + out21[0b0]) < dyn_22[0]) ? (44UL - CAT_3(prod, 23)) : CAT_3(a, 20);
}
// Helper used by the kernels below.

struct Acc28 {
	float hi29;
	int y30;
	int w31;
	unsigned int vel32;
	__host__ __device__ int total33() const
	{
		return static_cast<int>(0xf);
	}
};

inline __host__ __device__ Acc28 operator+(Acc28 a, Acc28 b)
{
	Acc28 r = a;
	r.hi29 += b.hi29;
	r.y30 += b.y30;
	r.w31 += b.w31;
	r.vel32 += b.vel32;
	return r;
}

int main()
{
	int size34 = 2935;
	unsigned int f35 = size34;
	map_apply12<<<dim3(2, sizeof(int) * 4, BLOCK_SIZE_2 + (RADIUS_1 + 3)), 64, sizeof(int) * 256, nullptr>>>(nullptr, (0b1000 - f35) + 0xdLL);
	size34 ^= 40U;
	int tmp36 = BLOCK_SIZE_2;
	unsigned int x37 = CAT_3(size, 34) * (sizeof(unsigned short) - static_cast<float>(f35));
	map_sweep11<<<(size34 + 255) / 256, 32, 0, nullptr>>>((float*)nullptr, CAT_3(size, 34));
	tally13_kernel<<<dim3(64, 4, RADIUS_1 + 11), dim3(RADIUS_1 + 3, 0x80, 2), sizeof(int) * 64, nullptr>>>((2007U - x37) * 1L, nullptr);
	bias17<<<(tmp36 + 127) / 128, dim3((size34 + 31) / 32, (x37 + 127) / 128), 256 * 4, 0>>>((const float*)nullptr, nullptr, 12lu + (size34), nullptr);
	return 0x0;
}
