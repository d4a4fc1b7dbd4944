// cudagen 0.1 seed 1290 valid
// features: kernel,kernel_from_macro,launch,builtin_vars,device_function,host_device_function,main,constant_var,shared_var,constexpr_var,const_local,if,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_static,macro_function,macro_paste,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define LOW_BITS_2(x) ((x) & 0xF)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_4(a, b) a##b
#define USE_FAST_PATH_5
#ifdef USE_FAST_PATH_5
#define TUNE_6 10
#else
#define TUNE_6 44
#endif
constexpr float kW7 = 6.75F;
#define DEFINE_MAP_KERNEL_8(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_8(map_split9, unsigned int)
inline __host__ __device__ void fold10(unsigned a11, int lane12) {
	(++lane12, (a11 = static_cast<char>(SQR_1(a11 * kW7))));
	a11 = kW7;
	int z13 = SQR_1((lane12 - a11));
}
__constant__ unsigned int c_smooth14 = 055;
// NOTE: keep in sync with the host reference.
__device__ void probe15(float* buf16, int lane17, int n18) {
	__shared__ int sh_19[128];
	buf16[3] = kW7;
	int acc20 = 33;
	lane17--;
}
int main() {
	int n21 = 0x835;
	if ((n21 += TUNE_6, n21) <= 22) {
		return static_cast<unsigned>(26U);
	}
	const bool base22 = ((-n21) * (kW7 - n21)) > (CAT_4(n, 21) * TUNE_6);
	map_split9<<<TUNE_6 + 22, 64>>>(nullptr, n21 + base22 + 64);
	return 0;
}
