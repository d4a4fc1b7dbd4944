// cudagen 0.2 seed 842 valid headers
// features: kernel,kernel_from_macro,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,main,typedef,if,if_init,bitwise,comparison,incdec,comma,call,lit_int_hex,lit_int_suffix,lit_nullptr,cast_static,macro_function,macro_statement,anonymous_class,ctad,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <type_traits>

#define HALF_1(x) ((x) / 2)
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define DEFINE_MAP_KERNEL_3(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_3(map_kick4, int)
DEFINE_MAP_KERNEL_3(map_apply5, float)

__device__ int filter6(int lane7, int count8, int len9) {
	if (((len9 * len9) + fabsf(len9)) != static_cast<char>(warpSize)) {
		count8 = 25;
		if ((count8 % 994) <= len9) {
			return 3 * fmaxf(len9, count8);
		}
	}
	float u10 = lane7 - len9;
	(void)u10;
	return lane7 | (11lu + lane7);
}
typedef double *ptr11_t;
template <typename T> struct Keep12 {
	T v;
	__device__ Keep12(T x) : v(x) {}
	__device__ T get() const { return v; }
};
template <typename A, typename B> struct Twin13 { A a; B b; };
__device__ int deduce15(int x) {
	Keep12 h(x);
	Keep12 g{3.5};
	return h.get() + static_cast<int>(g.get());
}
struct Extent16 {
	struct {
		int lo, hi;
	} span;
	int count;
};
typedef struct {
	int key;
	float weight;
} Anon17;
__host__ __device__ int extent18(int x) {
	Extent16 r{};
	r.span.lo = x;
	r.span.hi = x + 4;
	Anon17 a{x, 1.0f};
	return r.span.hi - r.span.lo + a.key;
}

int main() {
	int size19 = 0x91f;
	(--size19, (size19 = size19));
	if (double prod20 = ceilf(-21); (floorf(prod20) - 36) <= 0x39) {
		prod20 = prod20;
	}
	size19 = 0;
	map_kick4<<<dim3((size19 + 31) / 0x20, (size19 + 255) / 256), dim3(2 * 0x2, (size19 + 255) / 256)>>>(nullptr, 2100);
	map_apply5<<<64 * 4, 256, 0>>>(static_cast<float*>(nullptr), size19 + size19);
	return 0;
}
