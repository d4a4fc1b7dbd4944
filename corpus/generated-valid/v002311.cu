// cudagen 0.1 seed 2311 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,main,shared_var,shared_2d,static_shared,constexpr_var,if,if_else,static_assert,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function
#include "prelude.cuh"

#define NUM_ITERS_1 256
#define RADIUS_2 256
#define CHUNK_3 (32)
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define MOD8_5(x) ((x) % 8)

template <class T, class U>
__global__ void __launch_bounds__(0x40) smooth6_kernel(const T *__restrict__ coef7)
{
	int i8 = threadIdx.x;
	int cnt9(*coef7);
	int y10 = cnt9;
}

__device__ __forceinline__ unsigned int scale11(int lane12)
{
	if (((+threadIdx.z) + (22u ^ warpSize)) == (lane12 - lane12)) {
		static __shared__ double sh_13;
	}
	lane12 = 38;
	__shared__ long long sh_14[32];
	return 38ULL + lane12;
}

template <typename T>
__global__ void mix15_kernel(const T *__restrict__ src16, float *acc17, size_t *__restrict__ data18, T *__restrict__ acc19)
{
	unsigned int tid20 = (blockIdx.x * blockDim.x) + threadIdx.x;
	static __shared__ unsigned int sh_21[8][6];
	if (acc17 != nullptr) {
		acc17[3] = acc17[tid20];
	} else {
		++acc17[tid20 & 7];
	}
}

__device__ double reduce22(int n23)
{
	n23 = scale11(scale11(n23) | (n23 - n23));
	n23--;
	n23 = n23;
	return -n23;
}

int main()
{
	int n24 = 3439;
	if ((n24 += n24, n24) != n24)
		return MOD8_5((n24));
	smooth6_kernel<int, double><<<(n24 + 255) / 256, 1 << 9, sizeof(float) * 128, 0>>>(&n24);
	static_assert((6) > 5, "size check");
	if (37 < (n24 << n24))
		return n24;
	n24 = 6;
	mix15_kernel<float><<<dim3(8, (n24 + 63) / 64, 16), dim3(0x40 * 4, (n24 + 0x3f) / 64)>>>((const float*)nullptr, static_cast<float*>(nullptr), static_cast<size_t*>(nullptr), (float*)nullptr);
	return 0;
}
