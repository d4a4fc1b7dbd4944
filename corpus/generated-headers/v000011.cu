// cudagen 0.2 seed 11 valid headers
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,host_function,constexpr_function,main,constant_var,constexpr_var,auto_var,if,for,goto,static_assert,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,alignof,macro_function,macro_paste,macro_statement,pp_ifdef,variadic_template,pack_expansion,hdr_cmath,hdr_cstdio
#include <cuda_runtime.h>
#include <array>
#include <cmath>
#include <cstdio>

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 11
#else
#define TUNE_5 63
#endif
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}

__device__ __noinline__ unsigned long split7(const float* __restrict__ in8, unsigned p9)
{
	p9 = 046UL;
	printf("value %d\n", static_cast<int>(61));
	for (int i10 = 0b0; i10 < 9; i10++) {
		static_assert((TUNE_5 + 20) == 31);
	}
	printf("sum %d\n", static_cast<int>(29));
	p9 = TUNE_5;
	return CAT_3(p, 9);
}
__host__ __device__ float norm11(float x, float y) {
	return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
__constant__ unsigned int c_tally12 = 0x3B;
__host__ __device__ inline double fold13() { return 0.0; }
template <typename T, typename... Rest>
__host__ __device__ double fold13(T first, Rest... rest) {
	return static_cast<double>(first) + fold13(rest...);
}
template <typename... Ts>
__host__ __device__ int count14(Ts... xs) {
	int values[] = {static_cast<int>(xs)...};
	return values[0] + static_cast<int>(sizeof...(Ts));
}
__host__ __device__ int spread16(int x) {
	return static_cast<int>(fold13(x, 6.5f, 6u)) + count14(x, x, 1.0) + count14(static_cast<long>(x), 6);
}

__global__ void mix17(const long* coef18, long long* dst19)
{
	int idx20 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (((*coef18) == c_tally12) || (c_tally12 > 50)) {
		goto done23;
	}
	if (idx20 > ADD3_1((static_cast<float>(coef18[idx20])), 5, 31u)) {
		int sum21 = (17 >> c_tally12) * alignof(int);
		(void)sum21;
		auto lo22 = -23.0;
		(void)lo22;
	}
	if (idx20 > dst19[idx20]) {
		return;
	}
done23:;
}

constexpr int check_sift24(int stride25)
{
	float e26 = stride25 - ((float)stride25);
	--stride25;
	return e26;
}

int main()
{
	int size27 = 0x751;
	size27 = ADD3_1(size27 + TUNE_5, size27, 24ULL * CAT_3(size, 27)) * 0x3c;
	mix17<<<(size27 + 127) / 128, (TUNE_5 + 0x35), TUNE_5 + 4085, nullptr>>>(nullptr, nullptr);
	size27 = ADD3_1(size27, ADD3_1(CAT_3(size, 27), 41, CAT_3(size, 27)) * ADD3_1(size27, size27, TUNE_5), (double)size27);
	mix17<<<(size27 + 0x7F) / 0x80, 0x20 * 16>>>(static_cast<const long*>(nullptr), nullptr);
	return 0;
}
