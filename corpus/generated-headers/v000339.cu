// cudagen 0.2 seed 339 valid headers
// features: kernel,launch,launch_dim3,host_function,default_args,main,constexpr_var,if,if_else,for,comparison,incdec,comma,lit_int_hex,lit_int_octal,lit_int_suffix,lit_char,lit_char_escape,lit_string,cast_static,sizeof,macro_object,macro_function,macro_paste,pp_ifdef,pp_if,alias_template,variable_template,constexpr_loop,structured_binding,runtime_api,hdr_utility
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <cstdio>
#include <utility>
#include <cooperative_groups.h>
#include <cuda_fp16.h>

#define CHUNK_1 5
#define BLOCK_SIZE_2 (4)
#define NUM_ITERS_3 128
#define MAX2_4(a, b) ((a) > (b) ? (a) : (b))
#define CAT_5(a, b) a##b

#ifdef USE_FAST_PATH_6
#define TUNE_7 11
#else
#define TUNE_7 52
#endif

#if (CHUNK_1 * 2) >= 13 && CHUNK_1 != 0
#define CONFIG_8 4
#else
#define CONFIG_8 18
#endif
template <typename F>
__global__ void applyEach9(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
template <typename T> using Ptr11 = T *;
template <typename A, typename B> struct Duo12 { A a; B b; };
template <typename T> using Same13 = Duo12<T, T>;
template <typename T> constexpr T kScale14 = T(3);
template <typename T> constexpr int kSize15 = static_cast<int>(sizeof(T)) * 2;
__host__ __device__ int aliased10(int x) {
	Ptr11<int> p = &x;
	Same13<int> d{x, 9};
	return x + *p + d.a + d.b + kSize15<double> + static_cast<int>(kScale14<float>);
}

__global__ void fuse16(unsigned short beta17)
{
	float flag18{static_cast<float>(1l)};
	if ((flag18 + kSize15<int>) >= (flag18 - (beta17 + kSize15<char>))) {
		for (int it19 = 0; it19 < 6; ++it19) {
			if ((flag18 + it19) <= (9ul - it19)) {
				beta17 = kSize15<int>;
				beta17 = BLOCK_SIZE_2;
			} else {
				beta17 = sizeof(int) + beta17 + kSize15<int>;
			}
		}
	}
}
__host__ __device__ constexpr int steps20(int n) {
	int s = 0;
	for (int i = 0; i < n; ++i) {
		for (int j = 0; j <= i; ++j) {
			s += 3;
		}
	}
	return s;
}
constexpr int kSteps21 = steps20(6);
static_assert(steps20(6) == 63, "a constexpr loop");

__host__ void fold22(int count23, char cfg24, unsigned q25 = 17)
{
	count23 = '\x41';
	(cfg24--, (count23 = '\x41'));
	std::pair<int, float> pr26 = std::make_pair(count23, 1.5f);
	auto [cnt27, f28] = pr26;
	cudaError_t err29 = cudaDeviceSynchronize();
	int ok30 = err29 == cudaSuccess ? 1 : 0;
	q25 = MAX2_4(((cnt27 + kSize15<int>) * (BLOCK_SIZE_2 * cnt27)), 3 + f28 + (TUNE_7 + ok30));
}

int main()
{
	int len31 = 373;
	fuse16<<<dim3((len31 + 31) / 32), 0100>>>(43);
	(--len31, (len31 = ((kSteps21 * CAT_5(len, 31)) + ('a' - len31)) / (sizeof(double) * len31)));
	if ((len31 + CAT_5(len, 31)) == 0x13)
		return kSize15<int>;
	cudaError_t err32 = cudaGetLastError();
	int ok33 = err32 == cudaSuccess ? 1 : 0;
	(void)ok33;
	const char *u34 = "x=%d";
	(void)u34;
	return 0x0;
}
