// cudagen 0.2 seed 81 valid headers
// features: kernel,kernel_static,kernel_template,launch_deduced_template_args,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,main,device_array,constexpr_var,auto_var,if,do_while,bitwise,logical,comparison,pointer_arith,array_index,call,lit_float,lit_nullptr,cast_c,cast_reinterpret,macro_object,macro_function,macro_paste,pp_if,comments,variadic_template,pack_expansion,fold_expression,if_constexpr,concept,requires_clause,designated_init,runtime_api,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <cstdio>

#define CHUNK_1 5
#define BLOCK_SIZE_2 (((CHUNK_1 + (CHUNK_1 + 118))))
#define LOW_BITS_3(x) ((x) & 0xF)
#define SQR_4(x) ((x) * (x))
#define CAT_5(a, b) a##b
#if BLOCK_SIZE_2 > 62
#define CONFIG_6 4
#else
#define CONFIG_6 14
#endif
template <typename T> concept Small7 = sizeof(T) <= 8;
template <typename T> concept Arith8 = Small7<T> && (sizeof(T) >= 4);
template <Small7 T> __device__ T twice9(T x) { return x + x; }
template <typename T> requires (sizeof(T) >= 4) __device__ T thrice10(T x) { return x * 3; }
template <typename T> __device__ T quad11(T x) requires Arith8<T> { return x * 4; }
__device__ int sign12(Small7 auto v) { return v != 0 ? 1 : 2; }
template <typename... Ts>
__host__ __device__ double fold13(Ts... xs) {
	return (static_cast<double>(xs) + ...);
}
template <typename... Ts>
__host__ __device__ int count14(Ts... xs) {
	int values[] = {static_cast<int>(xs)...};
	return values[0] + static_cast<int>(sizeof...(Ts));
}
template <typename... Ts>
__host__ __device__ bool all15(Ts... xs) { return (... || (xs == 0)); }
__host__ __device__ int spread16(int x) {
	return static_cast<int>(fold13(x, 5.5f, 5u)) + count14(x, x, 1.0) + (all15(x, 5) ? 1 : 0) + count14(static_cast<long>(x), 5);
}
struct Spec17 { float x; float y; unsigned z; int w; };
__device__ int configured18(int v) {
	Spec17 a{.x = static_cast<float>(v), .y = static_cast<float>(v), .z = static_cast<unsigned>(v), .w = v};
	Spec17 b{.w = 8};
	Spec17 d = {.x = 2};
	return static_cast<int>(a.x) + static_cast<int>(b.w) + static_cast<int>(d.x);
}
static __global__ void __launch_bounds__((CHUNK_1 + (CONFIG_6 + 1015)), 2) merge19_kernel(const float *__restrict__ coef20, const float *__restrict__ src21, int count22) {
	bool w23 = (*src21) != (*coef20);
	if (60 >= SQR_4(w23)) {
		if constexpr (sizeof(void *) == 8) {
			float acc24 = BLOCK_SIZE_2;
			(void)acc24;
			int pass25 = 0;
			do {
				int res26 = LOW_BITS_3(sign12(SQR_4(*src21)));
				(void)res26;
				count22 = configured18(CAT_5(count, 22));
				++pass25;
			} while ((pass25 < pass25) && (count22 <= w23));
		}
	}
}
struct Config27 { unsigned x; double y; };
__host__ __device__ int configured28(int v) {
	Config27 a{.x = static_cast<unsigned>(v), .y = static_cast<double>(v)};
	Config27 b{.y = 8};
	Config27 d = {.x = 7};
	return static_cast<int>(a.x) + static_cast<int>(b.y) + static_cast<int>(d.x);
}
template <typename... Ts>
__host__ __device__ double fold29(Ts... xs) {
	return (static_cast<double>(xs) + ...);
}
template <typename... Ts>
__host__ __device__ int count30(Ts... xs) {
	int values[] = {static_cast<int>(xs)...};
	return values[0] + static_cast<int>(sizeof...(Ts));
}
template <typename... Ts>
__host__ __device__ bool all31(Ts... xs) { return (... || (xs == 0)); }
__host__ __device__ int spread32(int x) {
	return static_cast<int>(fold29(x, 2.5f, 2u)) + count30(x, x, 1.0) + (all31(x, 2) ? 1 : 0) + count30(static_cast<long>(x), 2);
}
__device__ float d_step33[4];
/* Returns the accumulated value. */
template <typename T, int N = 6>
__global__ void sift34_kernel(T *dst35, int count36, const T *coef37) {
	auto lim38 = sign12(SQR_4((*dst35) / 14));
	d_step33[1] = lim38 & lim38;
	T e39 = lim38;
	(void)e39;
}
int main() {
	int size40 = 3389;
	size40 = fabsf(sinf(2.25f / size40));
	int *d_buf41 = nullptr;
	cudaMalloc(&d_buf41, static_cast<size_t>(size40) * sizeof(int));
	cudaMemset(d_buf41, 0, static_cast<size_t>(size40) * sizeof(int));
	int h_buf42[4] = {};
	cudaMemcpy(h_buf42, d_buf41, sizeof(h_buf42), cudaMemcpyDeviceToHost);
	merge19_kernel<<<(size40 + 31) / 32, CONFIG_6 * 16, 0, (cudaStream_t)0>>>(reinterpret_cast<const float*>(d_buf41), (const float*)nullptr, SQR_4(*d_buf41));
	sift34_kernel<<<CONFIG_6 + 60, 16 * 8>>>(h_buf42, size40, h_buf42);
	return 0;
}
