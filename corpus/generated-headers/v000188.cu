// cudagen 0.2 seed 188 valid headers
// features: kernel,maxnreg,grid_constant,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,static_device_function,host_function,static_host_function,main,constexpr_var,struct,struct_methods,operator_overload,aligned_struct,typedef,if,for,pragma_unroll,do_while,compound_assign,shift,logical,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,method_call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_static,sizeof,macro_statement,nttp_pointer,constexpr_loop,runtime_api
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <algorithm>
#include <numeric>
#include <cmath>
#include <tuple>
#include <cuda_fp16.h>

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
__host__ __device__ constexpr int powSum5(int n) {
	int s = 0;
	int i = 0;
	while (i < n) {
		s += 3;
		++i;
	}
	return s;
}
constexpr int kSteps6 = powSum5(9);
static_assert(powSum5(9) == 27, "a constexpr loop");
int table8[4] = {18, 57, 42, 56};
template <int *P> int readAt9(int i) { return P[i & 3]; }
int indirect7(int x) { return readAt9<table8>(x) + readAt9<table8>(1); }

struct alignas(16) Pixel10 {
	signed char sum11;
	int x12;
	long y13;
	signed char lo14;
	__host__ __device__ signed char reset15() const
	{
		long k16 = 62L;
		(void)k16;
		return +(30 - y13);
	}
	__host__ __device__ long bump17(float diff18) const
	{
		diff18 = y13;
		diff18 += sum11;
		return +y13;
	}
};

inline __host__ __device__ Pixel10 operator+(Pixel10 a, Pixel10 b)
{
	Pixel10 r = a;
	r.sum11 += b.sum11;
	r.x12 += b.x12;
	r.y13 += b.y13;
	r.lo14 += b.lo14;
	return r;
}
typedef Pixel10 rec19_t;

static __device__ int trace20(float a21, const int *__restrict__ in22)
{
	(a21++, (a21 /= kSteps6));
	int acc23 = static_cast<int>(a21);
	(void)acc23;
	a21 = 6 % in22[0x1];
	return 122;
}
__host__ __device__ constexpr int steps24(int n) {
	int s = 0;
	int i = 0;
	while (i < n) {
		s += 2;
		++i;
	}
	return s;
}
constexpr int kSteps25 = steps24(2);
static_assert(steps24(2) == 4, "a constexpr loop");

__global__ void __maxnreg__(32) bump26_kernel(Pixel10 a27, double *__restrict__ out28, int *__restrict__ data29, __grid_constant__ const Pixel10 cfg30)
{
	int idx31 = threadIdx.x;
	#pragma unroll
	for (int n32 = idx31; n32 > 0x0; --n32) {
		out28[0] /= a27.bump17((idx31 / a27.sum11) + blockDim.x);
		(*data29) += a27.bump17(-5.25f);
	}
}

static unsigned check_blend33(double *out34)
{
	int w35 = 0;
	do {
		++out34[1];
		dim3 x36(0b1 << (kSteps25 + 0x3), (w35 + 63) / 64);
		(void)x36;
		++w35;
	} while ((w35 < 2) && ((w35 * kSteps6) < kSteps6));
	for (int i37 = 0x0; i37 < 16; i37++) {
		(*out34) -= w35 / (((*out34) - i37) - kSteps25);
		if (((*out34) - kSteps6) != kSteps25)
			return w35;
		out34[4]--;
	}
	return (w35 + kSteps25) * w35 * ((kSteps6 % w35) % 12);
}

int main()
{
	int len38 = 0x441;
	--len38;
	if (!(len38 > kSteps6))
		return 0xAl;
	cudaEvent_t start39, stop40;
	cudaEventCreate(&start39);
	cudaEventCreate(&stop40);
	cudaEventRecord(start39);
	cudaEventRecord(stop40);
	cudaEventSynchronize(stop40);
	float ms41 = 0.0f;
	cudaEventElapsedTime(&ms41, start39, stop40);
	cudaEventDestroy(start39);
	cudaEventDestroy(stop40);
	++ms41;
	bump26_kernel<<<dim3(8 * 0x2), 64, sizeof(float) * 0b1000000, (cudaStream_t)0>>>(Pixel10{49, 0x1B, 38, static_cast<signed char>(sizeof(Pixel10))}, static_cast<double*>(nullptr), &len38, Pixel10{static_cast<signed char>(U'0' * len38), static_cast<int>(2418), 60, 0x7f});
	return 0x0;
}
