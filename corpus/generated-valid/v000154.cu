// cudagen 0.1 seed 154 valid
// features: kernel,kernel_from_macro,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,host_device_function,host_function,main,shared_var,extern_shared,constexpr_var,const_local,enum,enum_class,if,for,static_assert,bitwise,logical,comparison,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,macro_object,macro_function,comments
#include "prelude.cuh"

#define TILE_DIM_1 4
/* Returns the accumulated value. */

__device__ int fold2(const int *src3)
{
	int z4 = int(0x1a);
	z4 = 21 | z4;
	return z4;
}

__global__ void __launch_bounds__(TILE_DIM_1 + (TILE_DIM_1 + 24), TILE_DIM_1) bias5(const int *src6)
{
	extern __shared__ int dyn_7[];
	char res8 = static_cast<int>(fold2(dyn_7)) % 39;
	int mid9{static_cast<int>(dyn_7[res8])};
}

__host__ __device__ float bump10(float *buf11, int *data12)
{
	if (((*data12) + 23u) < 20) {
		return buf11[0b101] + (data12[4] % 51);
	}
	const double res13 = (static_cast<double>(data12[2]) / ((*buf11) += TILE_DIM_1, 4.75f)) + (data12[3] * (*buf11));
	(*data12) = 35ul;
	if ((buf11[6] / sizeof(int)) >= data12[1]) {
		return (TILE_DIM_1 * data12[6]) + (*data12);
	}
	unsigned int mid14 = buf11[0x0];
	return mid14;
}

__host__ __device__ void trace15(float alpha16, int len17)
{
	double idx18 = bump10(&alpha16, &len17) + (TILE_DIM_1 | (len17 ^ len17));
	for (int j19 = 0; j19 < len17; ++j19) {
		for (int j20 = 0x0; j20 < len17; ++j20) {
			int val21 = ((32UL * j19) & j20) % (static_cast<long>('a') + (len17 * len17));
			len17 = U'a';
		}
	}
}
enum class Kind22 : int {
	Low23,
	Mul24,
	Slow25,
	High26,
	Idle27
};

void count28(int len29, const char *in30, int len31)
{
	int stride32 = (1855 + (len29 - 3649)) * (len31 += len31, ((*in30) * 4));
	if (len29 && (len31 != (*in30))) {
		return;
	}
}

__host__ __device__ long sweep33(const long long *src34)
{
	for (int i35 = 0; i35 < sizeof(int); i35++) {}
	if ((src34[2]) >= src34[0]) {
		return bump10(static_cast<float*>(nullptr), static_cast<int*>(nullptr));
	}
	return bump10((float*)nullptr, static_cast<int*>(nullptr));
}

__device__ int lerp36(float *data37, int stride38)
{
	float hi39 = int(stride38);
	Kind22 f40 = Kind22::Idle27;
	return bump10(&hi39, static_cast<int*>(nullptr));
}
static_assert(sizeof(int) == 4, "expected value");
enum Color41 : short { ADD42, LOW43, IDLE44 = 6 };
#define DEFINE_MAP_KERNEL_45(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_45(map_combine46, unsigned int)

int main()
{
	int count47 = 0xb7;
	if (42 == (count47 + 5)) {
		return (count47 += count47, (count47 % count47));
	}
	trace15(24.0f, sweep33(nullptr));
	count47 = (sweep33(nullptr) - (count47 * count47)) % count47;
	bias5<<<256, sizeof(float) * 0b100000, sizeof(float) * 128, nullptr>>>(&count47);
	map_combine46<<<(count47 + 63) / 64, 0x200>>>(nullptr, sweep33((const long long*)nullptr) & sweep33((const long long*)nullptr));
	return 0x0;
}
