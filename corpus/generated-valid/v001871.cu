// cudagen 0.1 seed 1871 valid
// features: kernel,kernel_from_macro,launch,builtin_vars,device_function,main,struct,struct_template,if,ternary,bitwise,shift,comparison,lit_int_suffix,lit_nullptr,cast_c,macro_function
#include "prelude.cuh"

#define DEFINE_MAP_KERNEL_1(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_1(map_filter2, unsigned int)
DEFINE_MAP_KERNEL_1(map_warp3, double)

__device__ long pivot4(bool cfg5, int count6)
{
	int prod7 = 21;
	long base8 = -prod7;
	return base8 + ((base8 != prod7) ? 2u : prod7);
}

template <typename T>
struct Bounds9 {
	T vel10;
	T lo11;
	int val12;
	__host__ __device__ void bump13(T base14)
	{
		if ((val12 & 1)) {
			return;
		}
	}
};

int main()
{
	int n15 = 262;
	map_warp3<<<(n15 + 255) / 256, 64>>>((double*)nullptr, ((-n15) >= n15) ? (n15) : (48 >> n15));
	n15 = (int)n15;
	map_filter2<<<4, 256>>>(nullptr, 5U);
	return 0;
}
