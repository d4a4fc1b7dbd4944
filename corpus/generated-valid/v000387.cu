// cudagen 0.1 seed 387 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,device_function,host_device_function,default_args,main,shared_var,extern_shared,constexpr_var,local_array,auto_var,for,compound_assign,bitwise,logical,comparison,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_object,macro_function,macro_statement,pp_if,pp_undef,comments
#include "prelude.cuh"

#define NUM_ITERS_1 4
#define WARPS_2 16
#define SQR_3(x) ((x) * (x))
#define HALF_4(x) ((x) / 2)
#define SWAP_5(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
#if NUM_ITERS_1 == 4
#define CONFIG_8 3
#elif NUM_ITERS_1 < 0
#error unreachable configuration
#else
#define CONFIG_8 17
#endif
#undef CONFIG_8
#define CONFIG_8 12

__global__ void __launch_bounds__(WARPS_2 + (CONFIG_8 + (CONFIG_8 + (CONFIG_8 + (NUM_ITERS_1 + (WARPS_2 + 952)))))) mix9_kernel(double *data10)
{
	extern __shared__ unsigned dyn_11[];
	unsigned int tid12 = (blockIdx.x * blockDim.x) + threadIdx.x;
	unsigned acc13 = (~(~dyn_11[6])) ^ (17);
	int m14 = 1298 & ((int)blockIdx.x);
}
// Layout: row-major, no padding.

__device__ unsigned blend15(int count16, unsigned *dst17)
{
	count16 = *dst17;
	count16 = NUM_ITERS_1;
	return 904;
}

inline __host__ __device__ int bump18(int stride19, bool q20, unsigned int cfg21 = 2194)
{
	auto off22 = stride19;
	off22 = cfg21;
	return 0b101000ULL % q20;
}

__device__ char trace23(float p24, int *__restrict__ buf25, const int *in26)
{
	buf25[5] |= *in26;
	(*buf25) -= (0x37 + in26[blockIdx.x & 0b111]) | 0;
	__shared__ float sh_27[8];
	bool q28 = (3 + ((*buf25) - 1809)) | (*in26);
	buf25[4] = 8U;
	p24 *= 246 & buf25[threadIdx.x];
	return p24;
}

__global__ void weigh29_kernel(bool beta30, short *__restrict__ out31, const double *__restrict__ src32)
{
	extern __shared__ int dyn_33[];
	int tid34 = threadIdx.x;
	constexpr unsigned int r35 = 22;
	for (int it36 = (blockIdx.x * blockDim.x) + threadIdx.x; it36 < 0x10; it36 += blockDim.x * gridDim.x) {
		constexpr float u37 = 8.25F;
		float w38[8] = {9.375f, -34, 0xe, 58, 12.125f};
		w38[tid34] += w38[tid34];
	}
}

int main()
{
	int n39 = 1295;
	n39 -= n39;
	n39 = n39 + 20U;
	mix9_kernel<<<dim3(NUM_ITERS_1, 16), NUM_ITERS_1 + 0xFC>>>(static_cast<double*>(nullptr));
	weigh29_kernel<<<dim3((n39 + 127) / 128, (n39 + 63) / 64, 16 * (NUM_ITERS_1 + CONFIG_8)), 256, (0x400), 0>>>((!(n39 > n39)) || (!(n39 & 0b1)), (short*)nullptr, static_cast<const double*>(nullptr));
	return 0;
}
