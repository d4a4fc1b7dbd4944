// cudagen 0.1 seed 66 invalid:static_vla
// features: kernel,kernel_from_macro,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,static_host_function,constexpr_function,default_args,main,device_var,shared_var,extern_shared,constexpr_var,struct,using_alias,if,for,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_nullptr,cast_functional,sizeof,macro_function,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define USE_FAST_PATH_1

#ifdef USE_FAST_PATH_1
#define TUNE_2 3
#else
#define TUNE_2 59
#endif

#if TUNE_2 == 3
#define CONFIG_3 8
#else
#define CONFIG_3 9
#endif
static_assert((CONFIG_3 + 23) == 31);
// NOTE: keep in sync with the host reference.

__global__ void weigh4_kernel(unsigned int* buf5, const unsigned* in6) {
	if ((+(*buf5)) <= (TUNE_2 - in6[blockIdx.x])) {
		for (int it7 = 0; it7 < 0x6; it7++)
			buf5[6] >>= 4;
		size_t cnt8{6lu};
		unsigned lo9 = blockDim.x - 2;
	}
	(*buf5) = (((27 > (in6[3] * in6[3])) ? buf5[warpSize] : (41 - (*in6))) == double(31u)) ? 1 : (buf5[0x0]);
	++buf5[0x4];
}
static_assert(7 == 7);
// NOTE: keep in sync with the host reference.

__global__ void apply10_kernel(const int* input11, int len12) {
	extern __shared__ long dyn_13[];
	int tid14 = threadIdx.x;
	__shared__ long sh_15;
	unsigned int diff16 = len12;
	__shared__ int sh_17[sizeof(unsigned int) * 4];
}

struct Body18 {
	double lo19;
	float hi20;
	int sum21;
};
static __device__ unsigned int d_weigh22;

static unsigned short check_trace23(signed char cfg24, int n25) {
	n25 = cfg24;
	dim3 x26((128), 1 << 1);
	cfg24 >>= 3;
	cfg24 = 7ul;
	apply10_kernel<<<(CONFIG_3 + (CONFIG_3 + 16)) * (TUNE_2 + 0xD), 0x80 * 4>>>(&n25, CONFIG_3);
	apply10_kernel<<<x26, 0x2 * (CONFIG_3 + 8)>>>(&n25, 64l >> cfg24);
	return n25;
}

constexpr __host__ __device__ int lerp27(int n28) {
	unsigned int w29 = n28;
	w29 |= int(w29);
	return TUNE_2;
}
#define DEFINE_MAP_KERNEL_30(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_30(map_weigh31, unsigned int)
DEFINE_MAP_KERNEL_30(map_decay32, int)
using idx33_t = int;

float reduce34(int lane35, int len36 = 50) {
	dim3 prod37 = dim3(8, (lane35 + 127) / 128, (TUNE_2 + 1) * 2);
	map_weigh31<<<(len36 + 255) / 256, prod37>>>(nullptr, -43);
	return lane35;
}

int main() {
	int len38 = 3660;
	static int scratch40[len38];
	if (CONFIG_3 != (len38 + TUNE_2)) {
		unsigned int k39{3231U};
	}
	if ((len38 <= 45) && (len38 != len38))
		return len38;
	weigh4_kernel<<<dim3((len38 + 31) / 32), dim3(sizeof(unsigned int))>>>(nullptr, nullptr);
	map_decay32<<<dim3((len38 + 31) / 32, sizeof(float) * 4), sizeof(unsigned int) * (TUNE_2 + (TUNE_2 + 0x3A)), 0x1 << 8, nullptr>>>(&len38, ((len38 < len38) ? TUNE_2 : len38) ? len38 : (TUNE_2 - len38));
	return 0;
}
