// cudagen 0.1 seed 2017 valid
// features: kernel,kernel_from_macro,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,static_device_function,device_template_function,host_function,main,shared_var,constexpr_var,bitwise,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,lambda,lambda_iife,macro_object,macro_function,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define TILE_DIM_1 5
#define BLOCK_SIZE_2 (256)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 8
#else
#define TUNE_5 33
#endif
constexpr float kB6 = 2.75f;
#define DEFINE_MAP_KERNEL_7(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_7(map_relax8, double)
// NOTE: keep in sync with the host reference.

template <typename T, int N>
static __device__ int lerp9(T *acc10) {
	float q11 = kB6;
	q11++;
	__shared__ int sh_12[16];
	float r13 = (N & sh_12[12]) / 18.25;
	sh_12[threadIdx.z]++;
	return 0x747;
}

unsigned int split14(float *data15) {
	(*data15) = 6ULL % ((unsigned)(*data15));
	dim3 h16(sizeof(int) * 2, (TILE_DIM_1 + (TILE_DIM_1 + 0x36)));
	(*data15) = TILE_DIM_1;
	return kB6;
}

int main() {
	int size17 = 244;
	map_relax8<<<dim3((size17 + 255) / 0x100), 040>>>((double*)nullptr, 23);
	([] {})();
	map_relax8<<<dim3(TUNE_5 + 0x78), 128 * 2, sizeof(double) * 32, nullptr>>>((double*)nullptr, 1599);
	map_relax8<<<(size17 + 31) / 32, dim3(0x20, 512), 0x0, nullptr>>>((double*)nullptr, 33);
	map_relax8<<<(size17 + 63) / 64, dim3((size17 + 63) / 64)>>>((double*)nullptr, sizeof(long));
	long long e18 = kB6;
	return 0;
}
