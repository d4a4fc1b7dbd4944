// cudagen 0.2 seed 346 valid headers
// features: kernel,launch,launch_dim3,device_function,static_device_function,main,constexpr_var,if,if_init,static_assert,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_capture_value,macro_function,macro_statement,pp_ifdef,pp_if,multiple_inheritance,structured_binding,runtime_api,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <numeric>
#include <type_traits>
#include <tuple>

#define MOD8_1(x) ((x) % 8)
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifndef USE_FAST_PATH_4
#define TUNE_5 11
#else
#define TUNE_5 41
#endif
#if (TUNE_5 * 2) >= 60 && TUNE_5 != 0
#define CONFIG_6 5
#elif TUNE_5 < 0
#error unreachable configuration
#else
#define CONFIG_6 20
#endif
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
static_assert(7 > 6, "size check");

__global__ void accum8_kernel(const unsigned *coef9, float *dst10, int count11) {
	if ((count11 - (24ul * coef9[0])) < (*dst10)) {
		fminf((19.625f - coef9[7]) + 'a', coef9[count11 & 7] & CONFIG_6);
	}
	if ((*coef9) > ((unsigned long long)count11)) {
		return;
	}
	fabsf((unsigned short)cosf(CONFIG_6));
	sqrtf(count11);
	if (coef9[0] * 62) {
		return;
	}
}

static __device__ unsigned long long filter12(double *data13, int n14, int stride15) {
	stride15 = (55ul - data13[stride15]) + (+(TUNE_5 | n14));
	(--data13[6], ((*data13) = stride15));
	data13[stride15 & 7] = stride15;
	double f16 = sqrtf(n14) * data13[2];
	(void)f16;
	return (((unsigned short)45u) / (~stride15)) * (CONFIG_6 * stride15 * MAX2_2(*data13, 6));
}
struct Result17 {
	int first;
	long second;
};
Result17 make18(int x) { return Result17{x, static_cast<long>(x)}; }
int unpack19(int x) {
	auto [a, b] = make18(x);
	int arr[3] = {x, 1, 2};
	auto [p, q, r] = arr;
	Result17 v{x, static_cast<long>(x)};
	auto &&[m, n] = v;
	return a + static_cast<int>(b) + p + q + r + m + static_cast<int>(n);
}
struct Base21 {
	int m0;
	int get0() const { return m0 * 3; }
};
struct Base22 {
	int m1;
	int get1() const { return m1 * 4; }
};
struct Part23 {
	int m2;
	int get2() const { return m2 * 2; }
};
struct Mixed20 : Base21, Base22, Part23 {
	int own;
	int sum() const { return get0() + get1() + get2() + own; }
};
int mix24(int x) {
	Mixed20 d{};
	d.m0 = x + 0;
	d.m1 = x + 1;
	d.m2 = x + 2;
	d.own = x;
	return d.sum();
}

int main() {
	int len25 = 756;
	len25 = ((len25 & sizeof(int)) & 7) | (CONFIG_6 + len25 + (-len25));
	if (signed char flag26 = 33ll; (flag26 ^ len25) <= ' ') {
		auto lam30 = [=](int z27) -> float {
			dim3 val28 = dim3(4);
			float s29 = z27;
			return s29;
		};
		(void)lam30;
		len25 = flag26;
		cudaEvent_t start31, stop32;
		cudaEventCreate(&start31);
		cudaEventCreate(&stop32);
		cudaEventRecord(start31);
		cudaEventRecord(stop32);
		cudaEventSynchronize(stop32);
		float ms33 = 0.0f;
		cudaEventElapsedTime(&ms33, start31, stop32);
		cudaEventDestroy(start31);
		cudaEventDestroy(stop32);
	}
	accum8_kernel<<<512, dim3(2)>>>(nullptr, static_cast<float*>(nullptr), -CONFIG_6);
	return 0;
}
