// cudagen 0.2 seed 279 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,launch,builtin_vars,main,struct,operator_overload,aligned_struct,enum_class,goto,comparison,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_functional,cast_reinterpret,macro_function,call_operator,runtime_api,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <cstdio>
#include <type_traits>

#define SQR_1(x) ((x) * (x))
#define LOW_BITS_2(x) ((x) & 0xF)
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
enum class Op4 { Low5, High6 };

struct __align__(16) Bounds7 {
	unsigned int count8;
	int mass9;
};

__host__ __device__ Bounds7 operator+(Bounds7 a, Bounds7 b) {
	Bounds7 r = a;
	r.count8 += b.count8;
	r.mass9 += b.mass9;
	return r;
}
struct Clamp10 {
	int k;
	__host__ __device__ int operator()(int v) const { return v * k; }
	template <typename T>
	__host__ __device__ T operator()(T a, T b) const { return a + b; }
};
__host__ __device__ int call11(int x) {
	Clamp10 fn{9};
	return fn(x) + fn(x, 1);
}

template <class T>
__global__ void tile12_kernel(const T *input13, T b14, T alpha15, const unsigned *input16) {
	int idx17 = (blockIdx.x * blockDim.x) + threadIdx.x;
	alpha15 = input13[idx17];
	unsigned k18 = (6.375F) - (alpha15 - int(blockDim.x));
	(void)k18;
	T v19 = alpha15;
	if ((*input16) < 9ul) {
		goto done20;
	}
	v19 = 1.625;
done20:;
}

int main() {
	int size21 = 1037;
	int device22 = 0;
	cudaGetDevice(&device22);
	cudaDeviceProp prop23;
	cudaGetDeviceProperties(&prop23, device22);
	int sms24 = prop23.multiProcessorCount + prop23.warpSize;
	(void)sms24;
	cudaError_t err25 = cudaDeviceSynchronize();
	int ok26 = err25 == cudaSuccess ? 1 : 0;
	int *d_buf27 = nullptr;
	cudaMalloc(&d_buf27, static_cast<size_t>(size21) * sizeof(int));
	cudaMemset(d_buf27, 0, static_cast<size_t>(size21) * sizeof(int));
	tile12_kernel<float><<<64 * 4, 0400>>>(reinterpret_cast<const float*>(d_buf27), (ok26 * 19.125F) - 63U, sqrtf(21UL), nullptr);
	return 0;
}
