// cudagen 0.1 seed 421 valid
// features: kernel,kernel_from_macro,restrict_params,launch,launch_dim3,builtin_vars,host_device_function,host_function,main,if,for,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,cast_reinterpret,macro_function,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 5
#else
#define TUNE_4 52
#endif

__global__ void bump5(int* data6, const int* __restrict__ coef7, int* buf8) {
	int idx9 = threadIdx.x;
	for (int j10 = 0b0; j10 < idx9; j10++) {
		long long z11 = j10;
	}
	int k12 = data6[idx9];
	double hi13 = TWICE_PLUS_1(idx9 % warpSize, TWICE_PLUS_1(idx9 + idx9, idx9));
}
#define DEFINE_MAP_KERNEL_14(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_14(map_smooth15, float)
DEFINE_MAP_KERNEL_14(map_stencil16, double)
// NOTE: keep in sync with the host reference.

inline __host__ __device__ double blend17(const int* coef18, double beta19, float* out20) {
	short* mid21 = reinterpret_cast<short int*>(out20);
	out20[7] = 1.125F;
	return static_cast<int>(~coef18[4]);
}

__host__ int clamp22(int len23, int count24) {
	if ((len23 * 2) == len23) {
		return -0x5;
	}
	if ((len23 - 16ULL) > count24) {
		map_stencil16<<<(count24 + 63) / 0x40, dim3(TUNE_4 + (TUNE_4 + (TUNE_4 + (TUNE_4 + 0x1EC))), (0x40), (count24 + 63) / 64)>>>(nullptr, (count24) & len23);
		if ((len23 != 10L) && (len23 == len23)) {
			return count24;
		}
	}
	return len23 >> len23;
}

int main() {
	int count25 = 2539;
	--count25;
	map_smooth15<<<128, 1 << (TUNE_4 + 4)>>>(static_cast<float*>(nullptr), (15));
	--count25;
	dim3 q26(1 << 2);
	bump5<<<(TUNE_4 + (TUNE_4 + 246)), 512>>>(nullptr, &count25, &count25);
	return 0b0;
}
