// cudagen 0.2 seed 158 valid headers
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,main,device_array,constant_array,managed_var,shared_var,static_shared,constexpr_var,auto_var,enum_class,namespace,if,ternary,comparison,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,sizeof,macro_function,macro_paste,macro_statement,enum_underlying,variadic_template,pack_expansion,fold_expression,explicit_specialization,structured_binding,exceptions,consteval,memory_spaces,runtime_api,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <numeric>
#include <type_traits>

#define MOD8_1(x) ((x) % 8)
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}

void check_scale7(int count8, unsigned cfg9)
{
	cfg9 = MOD8_1(cfg9 - 28) - 2030L;
	count8 = ((sizeof(long) - count8) - 39) % (48U - cfg9);
	try {
		float q10 = ((cfg9 * 21 * fmaxf(cfg9, 6.625f)) >= (count8 += 24L, count8)) ? ((cfg9 * cfg9) + (CAT_5(cfg, 9) - 16.25f)) : ((cfg9 + 17ll) * (20.25F - count8));
		(void)q10;
		if (cfg9 > 23) {
			throw 23;
		}
	} catch (...) {
	}
}
struct Parts11 {
	int first;
	float second;
};
__host__ __device__ Parts11 make12(int x) { return Parts11{x, static_cast<float>(x)}; }
__host__ __device__ int unpack13(int x) {
	auto [a, b] = make12(x);
	int arr[3] = {x, 1, 2};
	auto &[p, q, r] = arr;
	Parts11 v{x, static_cast<float>(x)};
	auto &&[m, n] = v;
	return a + static_cast<int>(b) + p + q + r + m + static_cast<int>(n);
}

__global__ void __launch_bounds__(0x20 * 2, 1) update14(int len15, const float* in16, unsigned p17, int count18)
{
	if (((int)count18) != CAT_5(count, 18)) {
		return;
	}
	auto q19 = MOD8_1(count18);
	(void)q19;
}
consteval int square20(int x) { return x * x + 4; }
constexpr int kSquare21 = square20(4);
__host__ __device__ int folded22(int x) { return x + square20(6); }
template <typename... Ts>
__device__ double fold23(Ts... xs) {
	return (static_cast<double>(xs) * ... * 1.0);
}
template <typename... Ts>
__device__ int count24(Ts... xs) {
	int values[] = {static_cast<int>(xs)...};
	return values[0] + static_cast<int>(sizeof...(Ts));
}
template <typename... Ts>
__device__ bool all25(Ts... xs) { return (... || (xs == 0)); }
__device__ int spread26(int x) {
	return static_cast<int>(fold23(x, 6.5f, 6u)) + count24(x, x, 1.0) + (all25(x, 6) ? 1 : 0);
}
enum class Op27 { Low28, Fast29 = 5, Slow30, Low31 };

namespace img32 {
enum struct Kind33 : int { High34 = 3, Slow35 = 9, Busy36 };
} // namespace img32
template <typename T, typename U> struct Pick37 { static constexpr int value = 1; };
template <> struct Pick37<float, double> { static constexpr int value = 4; };
template <typename T> __device__ int tag38(T) { return 0; }
template <> __device__ int tag38<float>(float) { return 1; }
template <> __device__ int tag38(double) { return 2; }
__device__ int specialized40(int x) {
	return x + Pick37<char, long>::value + Pick37<float, double>::value + tag38(1.0f) + tag38(x) + tag38(2.0);
}
__device__ int devTable41[4];
__constant__ float coeffs42[4] = {7.5f, 4.5f, 0.5f, 0.5f};
__managed__ int managedTotal43;
__global__ void everySpace44(int *out) {
	__shared__ int tile[32];
	static __shared__ float extra[8];
	const int i = static_cast<int>(threadIdx.x);
	tile[i & 31] = devTable41[i & 3] + managedTotal43;
	extra[i & 7] = coeffs42[i & 3];
	out[i] = tile[(i + 1) & 31] + static_cast<int>(extra[i & 7]);
}

int main()
{
	int len45 = 0x1da;
	cudaError_t err46 = cudaGetLastError();
	int ok47 = err46 == cudaSuccess ? 1 : 0;
	cudaEvent_t start48, stop49;
	cudaEventCreate(&start48);
	cudaEventCreate(&stop49);
	cudaEventRecord(start48);
	cudaEventRecord(stop49);
	cudaEventSynchronize(stop49);
	float ms50 = 0.0f;
	cudaEventElapsedTime(&ms50, start48, stop49);
	cudaEventDestroy(start48);
	cudaEventDestroy(stop49);
	int device51 = 0;
	cudaGetDevice(&device51);
	cudaDeviceProp prop52;
	cudaGetDeviceProperties(&prop52, device51);
	int sms53 = prop52.multiProcessorCount + prop52.warpSize;
	auto res54 = cosf(ceilf(9.75F));
	(void)res54;
	everySpace44<<<(len45 + 63) / 64, dim3(kSquare21 + (kSquare21 + (kSquare21 + (kSquare21 + 432))), 4 * 8), kSquare21 + (kSquare21 + (kSquare21 + (kSquare21 + (kSquare21 + (kSquare21 + 136)))))>>>(&managedTotal43);
	update14<<<(sms53 + 0x7f) / 0x80, 0x40, sizeof(float) * 128, nullptr>>>(kSquare21, nullptr, ok47, (kSquare21 - ok47) + ('\a' + sms53));
	return 0;
}
