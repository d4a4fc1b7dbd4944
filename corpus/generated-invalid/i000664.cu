// cudagen 0.1 seed 664 invalid:call_bad_arg_type
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,device_function,device_noinline,host_device_function,constexpr_function,default_args,main,constant_array,shared_var,constexpr_var,if,for,while,ternary,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,sizeof,macro_object
#include "prelude.cuh"

#define WARPS_1 32
#define NUM_ITERS_2 32
#define RADIUS_3 4
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

constexpr __host__ __device__ int fold6(int lane7)
{
	lane7--;
	double s8 = +double(lane7 | '#');
	return ((sizeof(float) + lane7) < s8) ? (((lane7 & lane7) == RADIUS_3) ? (lane7 / WARPS_1) : 31) : s8;
}

__global__ void score9_kernel(int *buf10)
{
	unsigned int gid11 = threadIdx.x;
	int s12 = 28;
	--s12;
	for (int j13 = 0; j13 < 14; j13++) {
		unsigned int val14 = 858L;
		int q15 = 21;
	}
}

__device__ __noinline__ unsigned int sweep16(double *out17, int stride18, int count19)
{
	int iter20 = 0;
	while (iter20 < 12) {
		unsigned lim21(((iter20 << iter20) & iter20) & fold6(blockDim.z));
		(*out17) = iter20 & 22;
		out17[6] = (threadIdx.z * ((int)threadIdx.x)) % count19;
		++iter20;
	}
	return (count19 + blockIdx.x);
}
__constant__ double c_rank22[8] = {07617, 1.125, 21.375, 'z', 11.875f, 7.375, 0261u, 1};

__device__ long smooth23(long long beta24 = -20)
{
	beta24 = ((float)(2.75f + c_rank22[blockDim.x & 7])) + 'z';
	beta24 = threadIdx.x;
	beta24 = (RADIUS_3 + (+beta24));
	float u25 = fold6(threadIdx.x / WARPS_1);
	for (int i26 = 0; i26 < 017; i26++) {
		float q27 = fold6(threadIdx.x);
	}
	if ((blockIdx.y & 1)) {
		return gridDim.y;
	}
	return sweep16((double*)nullptr, c_rank22[beta24 & 7] / threadIdx.x, threadIdx.x);
}

__global__ void __launch_bounds__(NUM_ITERS_2 + (RADIUS_3 + 988)) combine28(int *__restrict__ out29, int *dst30, int len31)
{
	for (int it32 = (blockIdx.x * blockDim.x) + threadIdx.x; it32 < len31; it32 += blockDim.x * gridDim.x) {
		out29[warpSize] = c_rank22[len31 & 7];
		len31 = it32;
		__shared__ int sh_33[8];
	}
	(*out29) = (dst30[1]);
	len31 = len31;
	__shared__ char sh_34[64];
}
int consume36(const int *p)
{
    return p[0];
}

int main()
{
	int size35 = 2374;
	float vals37[2] = {1.0f, 2.0f};
	consume36(vals37);
	size35 = 49;
	--size35;
	--size35;
	size35++;
	score9_kernel<<<(RADIUS_3 + (RADIUS_3 + 8)), 256 * 2, sizeof(float) * 128, (cudaStream_t)0>>>(nullptr);
	combine28<<<(size35 + 31) / 32, 128>>>(nullptr, nullptr, size35);
	return 0;
}
