// cudagen 0.1 seed 1046 valid
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,static_device_function,host_device_function,default_args,main,auto_var,enum_class,anon_namespace,if,compound_assign,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,alignof,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_3(a, b) a##b

static __global__ void pivot4(int lane5) {
	int i6 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (i6 >= lane5)
		return;
	lane5++;
	auto v7 = -0.625F;
}

static __global__ void pack8_kernel(bool alpha9, int *acc10) {
	int tid11 = (blockIdx.x * blockDim.x) + threadIdx.x;
	acc10[4] /= tid11;
	if ((threadIdx.x * 5) != alignof(float))
		return;
}

__global__ void bias12(const int *__restrict__ in13) {
	int gid14 = threadIdx.x;
	int off15 = gid14;
	int off16 = ((gid14) * 6l) + (6 - (-CAT_3(off, 15)));
}

namespace {
enum class Axis17 : unsigned int { On18, Mul19 };

__host__ __device__ void count20(int count21, int n22, int stride23 = 0x63d) {
	SWAP_2(int, stride23, n22);
	auto acc24 = count21;
	char base25 = (double)CAT_3(count, 21);
	if ((acc24 / 4815) > CAT_3(n, 22))
		return;
	if (acc24 == stride23)
		return;
	float k26 = acc24;
}

static __device__ float warp27(const int *input28, int len29) {
	Axis17 acc30 = Axis17::Mul19;
	char sum31(HALF_1(input28[len29]));
	return 36 * blockDim.y;
}
} // namespace

int main() {
	int len32 = 2743;
	pack8_kernel<<<dim3(16), dim3((len32 + 63) / 64), sizeof(double) * 64, (cudaStream_t)0>>>(len32 == (len32 * 45), nullptr);
	len32 = len32;
	count20(len32 * (13L), 30L + len32 + (len32 * 29));
	pivot4<<<1, 64>>>((0x30));
	bias12<<<dim3((len32 + 31) / 0x20, (len32 + 63) / 64), (128), 0, 0>>>(nullptr);
	return 0x0;
}
