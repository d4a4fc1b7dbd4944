// cudagen 0.2 seed 263 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,constexpr_var,struct,aligned_struct,if,static_assert,bitwise,incdec,array_index,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,sizeof,macro_object,comments,partial_specialization,ctad,if_constexpr,sfinae
// nvcc: -rdc=true
#include <cuda_runtime.h>
#include <type_traits>
#include <cooperative_groups.h>

#define TILE_DIM_1 4
#define RADIUS_2 4
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

__global__ void merge6(const long long *src7, int stride8) {
	int tid9 = threadIdx.x;
	if (tid9 >= stride8) {
		return;
	}
	__shared__ float sh_10[64];
	(void)sh_10;
	stride8--;
}
// Layout: row-major, no padding.

struct __align__(16) Vec11 {
	char flag12;
	bool lo13;
	int val14;
};
static_assert(39 == 0x27);
constexpr unsigned STEPS15 = (RADIUS_2 + 124);
struct Sized16 { __host__ __device__ int size() const { return 12; } };
template <typename T> __host__ __device__ auto sizeOf17(const T &v, int) -> decltype(v.size()) { return v.size(); }
template <typename T> __host__ __device__ int sizeOf17(const T &, long) { return 1; }
template <typename...> struct MakeVoid18 { using type = void; };
template <typename T, typename = void> struct HasSize19 { static constexpr int value = 0; };
template <typename T> struct HasSize19<T, typename MakeVoid18<decltype(T().size())>::type> { static constexpr int value = 1; };
__host__ __device__ int probe20(int x) {
	Sized16 s{};
	return sizeOf17(s, 0) + sizeOf17(x, 0) + HasSize19<Sized16>::value + HasSize19<int>::value;
}
template <typename T> struct Keep21 {
	T v;
	__host__ __device__ Keep21(T x) : v(x) {}
	__host__ __device__ T get() const { return v; }
};
template <typename A, typename B> struct Twin22 { A a; B b; };
__host__ __device__ int deduce24(int x) {
	Keep21 h(x);
	Keep21 g{8.5};
	return h.get() + static_cast<int>(g.get());
}

int main() {
	int len25 = 1469;
	if ((len25 & 0x1)) {
		return STEPS15 - (len25 & len25);
	}
	len25--;
	len25 = ((59l) - (len25 * STEPS15));
	constexpr float q26 = 51l;
	(void)q26;
	if constexpr (sizeof(void *) == 4) {
	}
	merge6<<<(len25 + 63) / 0x40, (TILE_DIM_1 + (RADIUS_2 + (TILE_DIM_1 + 20))) * 16, sizeof(float) * 0x80, (cudaStream_t)0>>>((const long long*)nullptr, len25 + len25);
	return 0x0;
}
