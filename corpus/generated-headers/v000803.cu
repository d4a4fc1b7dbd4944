// cudagen 0.2 seed 803 valid headers
// features: kernel,restrict_params,launch,launch_dim3,device_function,main,constexpr_var,auto_var,static_assert,ternary,bitwise,comparison,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,sizeof,lambda,lambda_launch,macro_paste,variadic_template,pack_expansion,fold_expression,hdr_cmath,hdr_cooperative_groups
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <cooperative_groups.h>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
__global__ void groupSum5(int *out, int n) {
	namespace cg = cooperative_groups;
	cg::thread_block block = cg::this_thread_block();
	cg::thread_block_tile<4> tile = cg::tiled_partition<4>(block);
	int i = static_cast<int>(block.thread_rank());
	int v = i < n ? out[i] : 0;
	for (int offset = 2; offset > 0; offset /= 2) {
		v += tile.shfl_down(v, offset);
	}
	block.sync();
	if (tile.thread_rank() == 0 && i < n) {
		out[i] = v;
	}
}
template <typename... Ts>
__host__ __device__ double fold6(Ts... xs) {
	return (static_cast<double>(xs) * ... * 1.0);
}
template <typename... Ts>
__host__ __device__ int count7(Ts... xs) {
	int values[] = {static_cast<int>(xs)...};
	return values[0] + static_cast<int>(sizeof...(Ts));
}
__host__ __device__ int spread9(int x) {
	return static_cast<int>(fold6(x, 6.5f, 6u)) + count7(x, x, 1.0);
}
__global__ void groupSum10(int *out, int n) {
	namespace cg = cooperative_groups;
	cg::thread_block block = cg::this_thread_block();
	cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
	int i = static_cast<int>(block.thread_rank());
	int v = i < n ? out[i] : 0;
	for (int offset = 16; offset > 0; offset /= 2) {
		v += tile.shfl_down(v, offset);
	}
	block.sync();
	if (tile.thread_rank() == 0 && i < n) {
		out[i] = v;
	}
}

__global__ void score11_kernel(float alpha12, const int* input13, int len14, int* __restrict__ dst15)
{
	auto lim16 = *dst15;
	bool y17 = dst15 == nullptr;
	(void)y17;
	dst15[3] = cosf(23.25F * dst15[lim16]) + (565ll);
	constexpr double off18 = 12.75f;
	(void)off18;
	static_assert(sizeof(int) == 4, "bad config");
}

__device__ void pack19(int stride20, int n21, const double* src22)
{
	double flag23 = -17.25;
	n21 = ((flag23 + flag23) - (372 - stride20)) - fmaxf((n21 == 46) ? 9.125f : sizeof(int), floorf(n21));
}

int main()
{
	int len24 = 1049;
	groupSum5<<<4, 512>>>(&len24, 54);
	float k25 = (~(+CAT_3(len, 24))) + 12.125f;
	auto step26 = []() -> unsigned {
		groupSum10<<<dim3(16), 128>>>(nullptr, 37);
		return 41;
	};
	(void)step26;
	score11_kernel<<<dim3((len24 + 127) / 128), 128>>>(len24 / (0712 & len24), &len24, k25, &len24);
	k25 = fold6(len24 ^ len24) - cosf(6lu * k25);
	return 0;
}
