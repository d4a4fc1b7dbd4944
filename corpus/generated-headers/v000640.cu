// cudagen 0.2 seed 640 valid headers
// features: kernel,launch_bounds,launch,launch_shared_mem,builtin_vars,main,if,for,switch,goto,logical,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,macro_statement,local_class,conversion_operator,enable_if,sfinae,hdr_cmath,hdr_type_traits
#include <cuda_runtime.h>
#include <numeric>
#include <cmath>
#include <type_traits>
#include <cuda/std/array>
#include <cuda/std/functional>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
template <typename F>
__global__ void applyEach2(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
template <typename T>
typename std::enable_if<(sizeof(T) <= 4), int>::type narrow3(T v) { return static_cast<int>(v) * 1; }
template <typename T>
typename std::enable_if<!(sizeof(T) <= 4), int>::type narrow3(T v) { return static_cast<int>(v) * 2; }
struct Ratio4 {
	float v;
	__device__ operator float() const { return v; }
	__device__ explicit operator bool() const { return v > 0; }
};
__device__ float convert5(float x) {
	Ratio4 m{x};
	float plain = m;
	return plain + (m ? 1 : 0);
}

__global__ void __launch_bounds__(8 * 8, 4) lerp6_kernel(const unsigned* src7)
{
	int gid8 = threadIdx.x;
	if (((*src7) >= 38u) && (src7[0x2] != src7[0b11])) {
		return;
	}
	struct Local9 {
		int s;
		__host__ __device__ int add(int v) { s += v; return s; }
	};
	Local9 acc10{0};
	int stride11 = acc10.add(gid8);
	for (int j12 = 0x0; j12 < stride11; ++j12) {
		int f13 = 0x11lu * fabsf((gid8));
		f13 = 0xcef + threadIdx.x;
	}
	ACCUM_1(stride11, (0b111111U));
	if (fminf(gid8, stride11) == 25u) {
		goto skip14;
	}
	sqrtf(threadIdx.y);
skip14:;
}

int main()
{
	int count15 = 2343;
	switch (count15 + 63) {
	case 5:
		fminf(ceilf(35 % count15), count15);
		lerp6_kernel<<<(count15 + 0b111111) / 64, 512, 0400>>>(nullptr);
		break;
	case 11:
		break;
	default:
		break;
	}
	return 0b0;
}
