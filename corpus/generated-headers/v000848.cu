// cudagen 0.2 seed 848 valid headers
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,host_function,main,constexpr_var,for,pragma_unroll,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_statement,pp_ifdef,bit_field,variadic_template,fold_expression,runtime_api,hdr_vector
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <vector>

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define USE_FAST_PATH_4

#ifndef USE_FAST_PATH_4
#define TUNE_5 9
#else
#define TUNE_5 64
#endif
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
template <typename... Ts>
__host__ __device__ double fold7(Ts... xs) {
	return (... * static_cast<double>(xs));
}
template <typename... Ts>
__host__ __device__ int count8(Ts... xs) {
	return static_cast<int>(sizeof...(xs));
}
template <typename... Ts>
__host__ __device__ bool all9(Ts... xs) { return (... && (xs != 0)); }
__host__ __device__ int spread10(int x) {
	return static_cast<int>(fold7(x, 9.5f, 9u)) + count8(x, x, 1.0) + (all9(x, 9) ? 1 : 0);
}
struct Packed11 {
	unsigned int f0 : 5;
	unsigned f1 : 11;
};
__host__ __device__ int pack12(int x) {
	Packed11 b{};
	b.f0 = static_cast<unsigned>(x) & 31u;
	b.f1 = 93;
	return static_cast<int>(b.f0) + static_cast<int>(b.f1);
}

int host_split13(int stride14)
{
	stride14 = (stride14 * 5) + (22 * stride14);
	stride14 = -(stride14 / 353);
	int sum15 = (int)(stride14 - static_cast<unsigned>(stride14));
	(void)sum15;
	return (39) - stride14;
}

__global__ void __launch_bounds__(TUNE_5 + (TUNE_5 + (TUNE_5 + 832))) step16(const int *__restrict__ coef17, unsigned *out18, unsigned int *dst19)
{
	constexpr size_t q20 = 46;
	(void)q20;
	out18[2] = sizeof(int);
	#pragma unroll
	for (int j21 = 0; j21 < 10; ++j21) {
		(*dst19) = coef17[3];
		constexpr int stride22 = 0x28l;
		(void)stride22;
	}
}

int main()
{
	int size23 = 307;
	dim3 cnt24((size23 + 127) / 128, (0x4));
	std::vector<float> vec25(static_cast<size_t>(size23) % 64 + 1);
	vec25.push_back(static_cast<float>(1));
	vec25[0] = static_cast<float>(size23);
	float *ptr26 = vec25.data();
	int count27 = static_cast<int>(vec25.size());
	(void)ptr26;
	(void)count27;
	int *d_buf28 = nullptr;
	cudaMalloc(&d_buf28, static_cast<size_t>(size23) * sizeof(int));
	cudaMemset(d_buf28, 0, static_cast<size_t>(size23) * sizeof(int));
	int h_buf29[4] = {};
	cudaMemcpy(h_buf29, d_buf28, sizeof(h_buf29), cudaMemcpyDeviceToHost);
	step16<<<cnt24, dim3(TUNE_5 + (TUNE_5 + 384))>>>(nullptr, reinterpret_cast<unsigned int*>(d_buf28), reinterpret_cast<unsigned int*>(d_buf28));
	return 0;
}
