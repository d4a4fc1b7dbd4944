// cudagen 0.1 seed 830 valid
// features: kernel,kernel_from_macro,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,static_host_function,main,device_var,struct,typedef,namespace,nested_namespace,compound_assign,bitwise,incdec,lit_int_hex,lit_float,lit_nullptr,sizeof,lambda,lambda_capture_value,lambda_generic,macro_object,macro_function,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define CHUNK_1 8
#define WARPS_2 256
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define SQR_4(x) ((x) * (x))
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)

#ifdef USE_FAST_PATH_7
#define TUNE_8 9
#else
#define TUNE_8 49
#endif
#undef TUNE_8
#define TUNE_8 48

namespace math9::inner10 {
static __device__ unsigned char d_stencil11 = (CHUNK_1 + 1) * 0x5;
} // namespace math9::inner10
typedef double *ptr12_t;
/* Returns the accumulated value. */

struct Stats13 {
	int sum14;
	float mass15, sum16;
	int sum17;
};
#define DEFINE_MAP_KERNEL_18(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_18(map_update19, double)
DEFINE_MAP_KERNEL_18(map_accum20, double)

static void combine21(Stats13 a22) {
	a22 = a22;
	map_accum20<<<(0x40), (256), sizeof(int) * 128, nullptr>>>(nullptr, sizeof(unsigned int));
}

int main(void) {
	int size23 = 396;
	dim3 sum24 = dim3(2);
	auto op27 = [=](auto m25) {
		--m25;
		Stats13 x26 = Stats13{size23, 1.0f, 16.75f, 2};
		return m25 * 2;
	};
	op27(size23);
	size23--;
	size23 = size23 + ((0x1110 & size23) + (size23 / size23));
	size23 -= MAX2_3(MAX2_3(size23, size23), (size23) - size23);
	size23 |= size23;
	map_update19<<<2, dim3((size23 + 0xff) / 0x100)>>>(nullptr, SQR_4(size23));
	return 0;
}
