// cudagen 0.2 seed 717 valid headers
// features: kernel,launch,launch_dim3,builtin_vars,main,shared_var,shared_2d,static_shared,extern_shared,constexpr_var,if,for,ternary,bitwise,shift,logical,comparison,comma,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,macro_paste,macro_statement,pp_ifdef,pp_if,alias_template,variable_template,constexpr_loop,hdr_array,hdr_algorithm,hdr_numeric
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <algorithm>
#include <numeric>
#include <type_traits>
#include <utility>
#include <tuple>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b

#ifdef USE_FAST_PATH_3
#define TUNE_4 16
#else
#define TUNE_4 54
#endif
#if TUNE_4 == 54
#define CONFIG_5 5
#elif TUNE_4 < 0
#error unreachable configuration
#else
#define CONFIG_5 15
#endif
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
template <typename T> using Ptr8 = T *;
template <typename A, typename B> struct Duo9 { A a; B b; };
template <typename T> using Same10 = Duo9<T, T>;
template <typename T> constexpr T kScale11 = T(3);
template <typename T> constexpr int kSize12 = static_cast<int>(sizeof(T)) * 2;
__host__ __device__ int aliased7(int x) {
	Ptr8<int> p = &x;
	Same10<int> d{x, 1};
	return x + *p + d.a + d.b + kSize12<double> + static_cast<int>(kScale11<float>);
}

__global__ void tally13(int count14)
{
	extern __shared__ float dyn_15[];
	int idx16 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (idx16 >= count14) {
		return;
	}
	static __shared__ int sh_17[7][13];
	(void)sh_17;
	count14 = 59lu;
	dyn_15[gridDim.x] = 21.625F;
	count14 = (((dyn_15[5] > blockDim.x) && (CAT_2(idx, 16) <= count14)) ? kSize12<int> : kSize12<int>) ^ (threadIdx.x * threadIdx.y);
	double x18 = idx16;
	x18 = idx16;
	ACCUM_1(dyn_15[2], (27 % threadIdx.x));
}
__host__ __device__ constexpr int tri19(int n) {
	int s = 0;
	for (int i = 1; i <= n; ++i) {
		s += i * 1;
	}
	return s;
}
constexpr int kSteps20 = tri19(6);
static_assert(tri19(6) == 21, "a constexpr loop");
template <typename T> using Ptr22 = T *;
template <typename A, typename B> struct Duo23 { A a; B b; };
template <typename T> using Same24 = Duo23<T, T>;
template <typename T> constexpr T kScale25 = T(5);
template <typename T> constexpr int kSize26 = static_cast<int>(sizeof(T)) * 1;
__host__ __device__ int aliased21(int x) {
	Ptr22<int> p = &x;
	Same24<int> d{x, 9};
	return x + *p + d.a + d.b + kSize26<double> + static_cast<int>(kScale25<float>);
}

int main(void)
{
	int len27 = 3718;
	std::array<int, 4> arr28{len27, 1, 2, 3};
	int total29 = arr28[0] + static_cast<int>(arr28.size());
	std::sort(arr28.begin(), arr28.end());
	total29 += *std::max_element(arr28.begin(), arr28.end());
	total29 += std::accumulate(arr28.begin(), arr28.end(), 0);
	if (((len27 - kSize12<int>) & 1)) {
		for (int i30 = 0, j31 = len27; i30 < j31; (++i30, (--j31))) {
			for (int it32 = 3; it32 > 0b0; --it32) {
				len27 = kSize26<char>;
				total29 = 23L % (len27 << kSize26<char>);
			}
		}
	}
	tally13<<<dim3(1 << 2, kSize26<char> + 255, (len27 + 127) / 128), 128>>>(40);
	return 0;
}
