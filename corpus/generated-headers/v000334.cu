// cudagen 0.2 seed 334 valid headers
// features: kernel,maxnreg,launch,launch_dim3,builtin_vars,grid_stride_loop,main,device_array,if,for,pragma_unroll,bitwise,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_hex_float,lit_nullptr,cast_c,sizeof,macro_statement,explicit_specialization,if_constexpr,type_traits,hdr_cmath,hdr_cuda_fp16
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <array>
#include <utility>
#include <tuple>
#include <cuda_fp16.h>

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
template <typename F>
__global__ void applyEach2(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
__device__ float d_split3[32] = {11.5F, 46, 34ul, 39L};
__device__ float halfMix4(float x) {
	__half a = __float2half(x);
	__half b = __float2half(0.5f);
	__half s = __hadd(a, b);
	__half p = a * b;
	return __half2float(s) + __half2float(p);
}
template <typename T> struct IsReal6 { static constexpr bool value = false; };
template <> struct IsReal6<float> { static constexpr bool value = true; };
template <> struct IsReal6<double> { static constexpr bool value = true; };
template <typename T>
__host__ __device__ int classify5(T v) {
	if constexpr (IsReal6<T>::value) {
		return static_cast<int>(v * 3);
	} else if constexpr (sizeof(T) == 8) {
		return static_cast<int>(v) + 3;
	} else {
		return static_cast<int>(v) + 1;
	}
}

__global__ void __maxnreg__(128) filter7(int count8, float beta9, const char* src10, unsigned* dst11)
{
	int gid12 = threadIdx.x;
	if (gid12 >= count8) {
		return;
	}
	#pragma unroll 2
	for (int it13 = (blockIdx.x * blockDim.x) + threadIdx.x; it13 < 2; it13 += blockDim.x * gridDim.x) {
		double y14 = it13;
		y14 = 023L;
	}
}

int main()
{
	int len15 = 1761;
	len15 = len15 * (len15 + 43L + floorf(18));
	filter7<<<dim3((len15 + 63) / 64, (len15 + 255) / 256, 64), 0b10000000>>>(2641UL + expf(-0x1p0f), (26lu - len15) | (49L - len15), (const char*)nullptr, (unsigned int*)nullptr);
	filter7<<<(len15 + 255) / 256, sizeof(int) * 128>>>(len15, 13.875f, (const char*)nullptr, nullptr);
	len15 = sizeof(unsigned int);
	return 0;
}
