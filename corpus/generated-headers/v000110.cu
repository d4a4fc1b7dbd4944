// cudagen 0.2 seed 110 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,builtin_vars,device_function,host_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,const_local,if,compound_assign,bitwise,logical,comparison,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,macro_statement,pp_ifdef,pp_if,comments,conversion_operator,if_constexpr,hdr_cuda_fp16
// nvcc: -rdc=true
#include <cuda_runtime.h>
#include <utility>
#include <cuda_fp16.h>

#define TILE_DIM_1 5
#define BLOCK_SIZE_2 16
#define MOD8_3(x) ((x) % 8)
#define SQR_4(x) ((x) * (x))
#define SWAP_5(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifdef USE_FAST_PATH_6
#define TUNE_7 8
#else
#define TUNE_7 55
#endif
#if TILE_DIM_1 > 81
#define CONFIG_8 6
#elif TILE_DIM_1 < 0
#error unreachable configuration
#else
#define CONFIG_8 12
#endif
// Helper used by the kernels below.

__global__ void reduce9(int len10) {
	extern __shared__ int dyn_11[];
	__shared__ long sh_12;
	len10 = 40l;
	__shared__ int sh_13[64];
	(void)sh_13;
	if ((sh_12 >= 2) && (len10 > 41U))
		return;
}
struct Meter14 {
	double v;
	__host__ __device__ operator double() const { return v; }
	__host__ __device__ explicit operator bool() const { return v > 0; }
};
__host__ __device__ double convert15(double x) {
	Meter14 m{x};
	double plain = m;
	return plain + (m ? 1 : 0);
}
__device__ float halfMix16(float x) {
	__half a = __float2half(x);
	__half b = __float2half(0.5f);
	__half s = __hadd(a, b);
	__half p = a * b;
	return __half2float(s) + __half2float(p);
}

template <typename T>
__global__ void apply17_kernel(T* __restrict__ dst18, float* dst19, const int* coef20, double q21) {
	int tid22 = threadIdx.x;
	q21 = MOD8_3(coef20[6]);
	dst18[tid22 & 0x7] /= T((*dst19) * ((int)q21));
	(*dst19) /= static_cast<int>(MOD8_3(coef20[7] * gridDim.x));
	if constexpr (sizeof(T) < 4) {
		int x23 = MOD8_3(tid22);
		(void)x23;
		q21 = (*dst18) + 5.25;
	} else {
	}
}
__device__ float halfMix24(float x) {
	__half a = __float2half(x);
	__half b = __float2half(2.5f);
	__half s = __hadd(a, b);
	__half p = a * b;
	return __half2float(s) + __half2float(p);
}

__device__ float kick25(int stride26, unsigned short alpha27) {
	unsigned int e28(alpha27 + 0x5);
	e28 = TILE_DIM_1 + ((e28 & stride26) - (0x32UL));
	float k29 = SQR_4(alpha27);
	(void)k29;
	e28 -= blockDim.y;
	return e28;
}
__device__ float halfMix30(float x) {
	__half a = __float2half(x);
	__half b = __float2half(5.5f);
	__half s = __hadd(a, b);
	__half p = a * b;
	return __half2float(s) + __half2float(p);
}

constexpr __host__ int run_scatter31(int n32) {
	const unsigned int lo33 = (n32);
	(void)lo33;
	n32 = n32;
	return 0x38;
}

int main() {
	int count34 = 758;
	if (TUNE_7 < count34)
		return (count34 += count34, count34) & (count34 + count34);
	count34 -= 15ul;
	reduce9<<<TILE_DIM_1 + (TILE_DIM_1 + 22), BLOCK_SIZE_2 + (TILE_DIM_1 + 11)>>>(count34);
	apply17_kernel<double><<<32, sizeof(int) * 128>>>((double*)nullptr, (float*)nullptr, nullptr, 23.375);
	return 0x0;
}
