// cudagen 0.2 seed 333 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,constexpr_function,main,device_var,shared_var,shared_2d,host_global,constexpr_var,local_array,struct,struct_methods,enum,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,comments,constexpr_loop,consteval,hdr_cmath
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <algorithm>
#include <cmath>
#include <type_traits>
#include <cuda_fp16.h>

__device__ float d_tally1;
consteval int square2(int x) { return x * x + 0; }
constexpr int kSquare3 = square2(5);
__host__ __device__ int folded4(int x) { return x + square2(3); }
// Layout: row-major, no padding.
constexpr int host_clamp5(int n6, double beta7)
{
	(beta7--, (beta7 /= kSquare3));
	int s8 = 10 - n6;
	(void)s8;
	return (0x5 * n6) >> ((n6 += beta7, 51UL) ^ 58);
}
__host__ __device__ float norm9(float x, float y) {
	return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
__global__ void march10(const int *in11)
{
	unsigned int idx12 = (blockIdx.x * blockDim.x) + threadIdx.x;
	(void)idx12;
	d_tally1 = blockDim.y;
	d_tally1 = 10.0F;
	float w13[5] = {-16, d_tally1, 8.F};
	(void)w13;
	__shared__ float sh_14[10][15];
	(void)sh_14;
}
template <typename T, int N = 2>
__global__ void rank15_kernel(T a16, const T *src17, T *data18)
{
	int gid19 = (blockIdx.x * blockDim.x) + threadIdx.x;
	T h20 = kSquare3 & ((gid19 | 63LL) * (16L * gid19));
	(void)h20;
	fminf(0.75f - (a16 + a16), ((a16) < 22ul) ? fminf(d_tally1, 24.0f) : 13.25f);
	fabsf(floorf(expf(sizeof(int))));
}
float g_fuse21[] = {1.75f, 5.25F, 18, 4.125f, 3680U};
__host__ __device__ constexpr int tri22(int n) {
	int s = 0;
	for (int i = 0; i < n; ++i) {
		for (int j = 0; j <= i; ++j) {
			s += 2;
		}
	}
	return s;
}
constexpr int kSteps23 = tri22(8);
static_assert(tri22(8) == 72, "a constexpr loop");
enum Phase24 { RED25, BLUE26, IDLE27 = 3 };
struct Node28 {
	int vel29;
	signed char x30;
	__host__ __device__ int total31() const
	{
		return RED25 & (vel29 << 0b111);
	}
};
int main()
{
	int size32 = 571;
	march10<<<BLUE26 + (kSteps23 + (kSquare3 + 0x1e)), BLUE26 + (BLUE26 + 0xfe), 0>>>(&size32);
	int w33 = kSquare3;
	(void)w33;
	char y34 = size32;
	(void)y34;
	dim3 res35 = dim3(sizeof(float) * (BLUE26 + (kSquare3 + 0x26)), (size32 + 63) / 64);
	rank15_kernel<unsigned int, 2><<<res35, kSquare3 + 487, 0x0>>>(static_cast<unsigned char>(RED25), (const unsigned*)nullptr, (unsigned int*)nullptr);
	return 0;
}
