// cudagen 0.2 seed 96 valid headers
// features: launch,launch_dim3,launch_shared_mem,launch_stream,main,constexpr_var,struct,shift,address_of,lit_int_hex,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_paste,macro_statement,pp_undef,comments,local_class,alias_template,cluster_dims
// nvcc: -arch=sm_90
#include <cuda_runtime.h>
#include <array>
#include <numeric>
#include <cstdio>

#define BLOCK_SIZE_1 3
#define BLOCK_SIZE_2 (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + 4))))
#define WARPS_3 (1 << 2)
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define CAT_7(a, b) a##b
#undef BLOCK_SIZE_2
#define BLOCK_SIZE_2 2
/* NOTE: keep in sync with the host reference. */

struct Span8 {
	bool z9;
	long lo10;
};
template <typename T> using Ptr12 = T *;
template <typename A, typename B> struct Duo13 { A a; B b; };
template <typename T> using Same14 = Duo13<T, T>;
__host__ __device__ int aliased11(int x) {
	Ptr12<int> p = &x;
	Same14<int> d{x, 3};
	return x + *p + d.a + d.b;
}
__global__ void __cluster_dims__(2, 1, 1) clustered15(int *out, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		out[i] = i + static_cast<int>(blockIdx.y);
	}
}

int main(void)
{
	int len16 = 1288;
	clustered15<<<dim3(WARPS_3 + (WARPS_3 + 120), (BLOCK_SIZE_1 + 0x3D)), sizeof(float) * 128, sizeof(double) * 32, nullptr>>>((int*)nullptr, BLOCK_SIZE_1 * (len16 + CAT_7(len, 16)));
	float hi17 = 8 + len16;
	(void)hi17;
	struct Local18 {
		int s;
		int add(int v) { s += v; return s; }
	};
	Local18 k19{9};
	int h20 = k19.add((4));
	clustered15<<<dim3(128 * 2, (len16 + 31) / 0x20, (len16 + 0x1f) / 0x20), WARPS_3 + (BLOCK_SIZE_2 + (BLOCK_SIZE_1 + 55)), 0, (cudaStream_t)0>>>(&len16, double(h20));
	return 0x0;
}
