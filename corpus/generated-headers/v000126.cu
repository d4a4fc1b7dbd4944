// cudagen 0.2 seed 126 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,builtin_vars,main,constexpr_var,auto_var,if,if_init,compound_assign,shift,logical,comparison,lit_nullptr,cast_c,cast_static,lambda,macro_function,pp_ifdef,anonymous_class,extended_lambda
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <array>
#include <numeric>

#define MOD8_1(x) ((x) % 8)
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 8
#else
#define TUNE_3 54
#endif
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
struct Extent5 {
	struct {
		int lo, hi;
	} span;
	int count;
};
typedef struct {
	int key;
	float weight;
} Anon6;
int extent7(int x) {
	Extent5 r{};
	r.span.lo = x;
	r.span.hi = x + 1;
	Anon6 a{x, 1.0f};
	return r.span.hi - r.span.lo + a.key;
}

__global__ void fold8_kernel(int n9)
{
	unsigned int gid10 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (gid10 >= n9) {
		return;
	}
	if (auto tmp11 = -TUNE_3; (40 <= (gid10 + gid10)) || (tmp11 * 16)) {
		if (gid10) {
			return;
		}
		tmp11 <<= (unsigned char)(static_cast<int>(6) + tmp11);
	}
	int* r12 = (int*)nullptr;
	(void)r12;
}

int main()
{
	int size13 = 1047;
	auto lam14 = [=] __host__ __device__ (int v) { return v * 9 + size13; };
	applyEach4<<<1, 32>>>(lam14, nullptr, size13);
	int acc15 = lam14(size13);
	fold8_kernel<<<dim3((acc15 + 63) / 64, (size13 + 255) / 256, (8)), 1 << 8, 0>>>(size13);
	if (acc15 != 37) {
		return acc15;
	}
	return 0;
}
