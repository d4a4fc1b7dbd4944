// cudagen 0.2 seed 874 valid headers
// features: kernel,maxnreg,launch,launch_shared_mem,main,constexpr_var,if,comparison,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,cast_static,macro_object,macro_statement,alias_template,variable_template,constexpr_loop,runtime_api,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <numeric>
#include <type_traits>

#define RADIUS_1 3
#define TILE_DIM_2 256
#define NUM_ITERS_3 5
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
__host__ __device__ constexpr int steps6(int n) {
	int s = 0;
	for (int i = 1; i <= n; ++i) {
		s += i * 5;
	}
	return s;
}
constexpr int kSteps7 = steps6(8);
static_assert(steps6(8) == 180, "a constexpr loop");
template <typename T> using Ptr9 = T *;
template <typename A, typename B> struct Duo10 { A a; B b; };
template <typename T> using Same11 = Duo10<T, T>;
template <typename T> constexpr T kScale12 = T(8);
template <typename T> constexpr int kSize13 = static_cast<int>(sizeof(T)) * 1;
__host__ __device__ int aliased8(int x) {
	Ptr9<int> p = &x;
	Same11<int> d{x, 4};
	return x + *p + d.a + d.b + kSize13<double> + static_cast<int>(kScale12<float>);
}

__global__ void __maxnreg__(32) lerp14_kernel(const int *in15, int count16, int count17) {
	if (ceilf(kSteps7) != count16)
		return;
	int lo18 = kSize13<char> - (count16 * static_cast<int>(kSize13<char>));
	fminf(kSize13<int> + aliased8(kSize13<char>), kSize13<int> * count16 * (kSize13<int> * (*in15)));
	steps6(fabsf(count17));
	unsigned int val19 = ((59u * count16) - (TILE_DIM_2 - lo18));
	expf((count16 % 50) + kSize13<char>);
	int diff20 = (kSteps7 + (count16 * kSteps7)) - ((val19 += in15[val19], count17) + (count16 / lo18));
	(void)diff20;
}

int main() {
	int count21 = 1578;
	cudaError_t err22 = cudaDeviceSynchronize();
	int ok23 = err22 == cudaSuccess ? 1 : 0;
	int stride24{58U};
	(void)stride24;
	char idx25 = fminf(fmaxf(5 - count21, static_cast<int>(kSize13<int>)), kSize13<int>);
	lerp14_kernel<<<(count21 + 31) / 0x20, 128, 4096>>>(&ok23, floorf(RADIUS_1 + idx25), ((kSize13<int>)));
	return 0;
}
