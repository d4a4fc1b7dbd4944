// cudagen 0.2 seed 314 valid headers
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,host_function,constexpr_function,main,auto_var,const_local,if,bitwise,shift,comparison,pointer_arith,address_of,array_index,lit_int_octal,lit_int_suffix,lit_char,lit_char_escape,lit_char_prefix,lit_nullptr,cast_c,sizeof,macro_object,macro_function,pp_ifdef,multiple_inheritance,friend_template,runtime_api
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <algorithm>
#include <cmath>
#include <type_traits>
#include <utility>
#include <cooperative_groups.h>
#include <cuda_fp16.h>

#define TILE_DIM_1 8
#define WARPS_2 5
#define HALF_3(x) ((x) / 2)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
#define USE_FAST_PATH_7

#ifdef USE_FAST_PATH_7
#define TUNE_8 9
#else
#define TUNE_8 30
#endif
template <typename F>
__global__ void applyEach9(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
template <typename T> struct Vault10;
template <typename T> __device__ T peek11(const Vault10<T> &b);
template <typename T> struct Vault10 {
	__device__ explicit Vault10(T v) : val(v) {}
	template <typename U> friend __device__ U peek11(const Vault10<U> &b);
	template <typename U> friend struct Spy12;
private:
	T val;
};
template <typename T> __device__ T peek11(const Vault10<T> &b) { return b.val; }
template <typename U> struct Spy12 {
	__device__ static int look(const Vault10<int> &b) { return b.val + static_cast<int>(sizeof(U)); }
};
__device__ int unlock13(int x) {
	Vault10<int> v(x);
	return peek11(v) + Spy12<float>::look(v);
}
struct Base15 {
	int m0;
	__host__ __device__ int get0() const { return m0 * 5; }
};
struct Trait16 {
	int m1;
	__host__ __device__ int get1() const { return m1 * 2; }
};
struct Blend14 : Base15, public Trait16 {
	int own;
	__host__ __device__ int sum() const { return get0() + get1() + own; }
};
__host__ __device__ int mix17(int x) {
	Blend14 d{};
	d.m0 = x + 0;
	d.m1 = x + 1;
	d.own = x;
	return d.sum();
}

__global__ void __launch_bounds__((1024)) fold18(int *acc19, int *out20, unsigned int *__restrict__ data21)
{
	if ((((*data21) - u8' ') & (*data21)) < ('\101' >> out20[1])) {
		auto u22 = HALF_3(((*data21) * acc19[6]) + data21[3]);
		(void)u22;
		if ((*out20) != 4) {
			return;
		}
	}
	if ((*data21) < 22LL) {
		return;
	}
	if (out20[5] >= acc19[7]) {
		return;
	}
}

constexpr int run_decay23(int count24)
{
	const float res25 = HALF_3(count24);
	return res25 + 47;
}

int main()
{
	int len26 = 1107;
	cudaStream_t stream27;
	cudaStreamCreate(&stream27);
	cudaStreamSynchronize(stream27);
	fold18<<<dim3(WARPS_2 + (TUNE_8 + 2)), TUNE_8 + 503, sizeof(int) * 256>>>(&len26, &len26, nullptr);
	len26 = (~(sizeof(int) ^ len26)) * sizeof(int);
	fold18<<<1 << 5, WARPS_2 + 123>>>((int*)nullptr, nullptr, nullptr);
	fold18<<<(len26 + 63) / 64, dim3((len26 + 63) / 64)>>>(&len26, nullptr, (unsigned int*)nullptr);
	len26 = HALF_3((len26 - 025) % ('0' + len26));
	return 0;
}
