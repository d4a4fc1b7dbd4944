// cudagen 0.2 seed 89 valid headers
// features: kernel,kernel_from_macro,launch,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,extern_shared,constexpr_var,local_array,if,if_init,static_assert,compound_assign,bitwise,comparison,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_static,sizeof,alignof,lambda,lambda_iife,macro_object,macro_function,macro_paste,pp_if,nested_class
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <algorithm>
#include <cmath>
#include <type_traits>
#include <compare>

#define CHUNK_1 3
#define CAT_2(a, b) a##b
#if CHUNK_1 == 3
#define CONFIG_3 6
#elif CHUNK_1 < 0
#error unreachable configuration
#else
#define CONFIG_3 17
#endif
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
struct Pool5 {
	using value_type = float;
	enum Kind { Small, Large };
	struct Item {
		value_type v;
		__device__ value_type scaled() const { return v * static_cast<value_type>(5); }
	};
	Item first, second;
	__device__ value_type total() const { return first.scaled() + second.v; }
};
__device__ float walk6(int x) {
	using value_type = Pool5::value_type;
	Pool5::Item e{static_cast<value_type>(x)};
	Pool5 t{e, e};
	return t.total();
}
static_assert(sizeof(int) == 4);

__global__ void reduce7_kernel(int stride8, int lane9)
{
	extern __shared__ float dyn_10[];
	long r11 = lane9;
	float prod12(-19.125F);
	prod12 = lane9;
	unsigned prod13 = ((lane9 - dyn_10[r11]) - (CAT_2(prod, 12) * dyn_10[lane9])) - dyn_10[stride8];
	(void)prod13;
}
#define DEFINE_MAP_KERNEL_14(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_14(map_norm15, double)
DEFINE_MAP_KERNEL_14(map_count16, int)

__global__ void fuse17_kernel(char* dst18, unsigned char cfg19, int n20, const float* src21)
{
	int tid22 = threadIdx.x;
	(void)tid22;
	if (dst18[7] == (cfg19 + blockIdx.x)) {
		if (int base23 = (blockDim.x); 11 != ((*dst18) * n20 * (base23))) {
			double t24 = (CAT_2(tid, 22) * CAT_2(cfg, 19)) - (src21[threadIdx.z]);
			(void)t24;
		}
	}
	int diff25 = *src21;
	(void)diff25;
	int* u26 = nullptr;
	(void)u26;
	int t27[4]{21, 34ul, static_cast<int>(n20), n20};
	(void)t27;
	cfg19 %= ((*dst18) * static_cast<long>(alignof(float))) + ((dst18[4] - 6lu) - 19U);
}

int main()
{
	int size28 = 2'366;
	([]() {})();
	size28 = -54;
	fuse17_kernel<<<(size28 + 0b11111) / 040, 16 * (CHUNK_1 + 1)>>>(nullptr, (CONFIG_3 - size28) + size28, static_cast<unsigned long long>(size28), (const float*)nullptr);
	reduce7_kernel<<<(CHUNK_1 + 1) * (CONFIG_3 + 2), CONFIG_3 + 250>>>(63 * (size28 / size28), size28);
	map_norm15<<<sizeof(unsigned int) * (CHUNK_1 + 5), (CONFIG_3 + 26), 0, 0>>>((double*)nullptr, (size28) * (4528 * CAT_2(size, 28)));
	map_count16<<<(size28 + 0b111111) / 64, (CHUNK_1 + 253), (CHUNK_1 + (CONFIG_3 + 4087)), nullptr>>>(static_cast<int*>(nullptr), CAT_2(size, 28));
	return 0;
}
