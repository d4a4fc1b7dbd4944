// cudagen 0.2 seed 214 valid headers
// features: kernel,launch,host_device_function,device_template_function,host_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,if,for,goto,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,if_constexpr,concept,requires_clause,requires_expression,runtime_api,hdr_cmath
// nvcc: -std=c++20 -rdc=true
#include <cuda_runtime.h>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}

constexpr __host__ __device__ int fuse4(int stride5)
{
	int res6{stride5};
	--res6;
	return (stride5 + 666) - 8;
}
template <typename T> concept Small7 = sizeof(T) <= 16;
template <typename T> concept Arith8 = requires(T a, T b) {
	a + b;
	{ a * b } -> Small7;
};
template <Small7 T> __host__ __device__ T twice9(T x) { return x + x; }
template <typename T> requires (sizeof(T) >= 4) __host__ __device__ T thrice10(T x) { return x * 3; }
template <typename T> __host__ __device__ T quad11(T x) requires Arith8<T> { return x * 4; }
__host__ __device__ int sign12(Small7 auto v) { return v != 0 ? 1 : 2; }
template <typename T>
__host__ __device__ int measure13(T v) {
	if constexpr (requires { v.size(); }) {
		return static_cast<int>(v.size());
	} else {
		return 1;
	}
}

__global__ void split14(double* out15, int* acc16, int len17)
{
	extern __shared__ float dyn_18[];
	--(*acc16);
	constexpr int base19 = 2802;
	for (int i20 = 9; i20 > 0; --i20) {
		int lo21 = 043;
		(void)lo21;
	}
	(*acc16) = len17;
	constexpr char diff22 = 52;
	(void)diff22;
	if ((acc16[len17] * 2) <= 59) {
		goto done23;
	}
	(++dyn_18[7], (len17 = (-sqrtf(24.875f)) * ((065 * dyn_18[len17]) / base19)));
done23:;
}

double host_split24(float b25, float beta26)
{
	split14<<<1, 128>>>((double*)nullptr, nullptr, expf(25lu));
	int *d_buf27 = nullptr;
	cudaMalloc(&d_buf27, static_cast<size_t>(18) * sizeof(int));
	cudaMemset(d_buf27, 0, static_cast<size_t>(18) * sizeof(int));
	int h_buf28[4] = {};
	cudaMemcpy(h_buf28, d_buf27, sizeof(h_buf28), cudaMemcpyDeviceToHost);
	if (d_buf27[0] || (beta26 > (*d_buf27))) {
		return quad11(static_cast<long>(b25 + beta26));
	}
	int w29 = '0';
	cudaEvent_t start30, stop31;
	cudaEventCreate(&start30);
	cudaEventCreate(&stop31);
	cudaEventRecord(start30);
	cudaEventRecord(stop31);
	cudaEventSynchronize(stop31);
	float ms32 = 0.0f;
	cudaEventElapsedTime(&ms32, start30, stop31);
	cudaEventDestroy(start30);
	cudaEventDestroy(stop31);
	return h_buf28[w29];
}

int main()
{
	int len33 = 3496;
	int prod34(floorf((len33)) - (len33 += len33, (len33 % 25)));
	float flag35 = sinf(cosf(prod34) * 29);
	flag35 = (flag35 += 1.625F, (prod34 + len33)) * len33;
	flag35 = 5.75f;
	return 0;
}
