// cudagen 0.1 seed 358 valid
// features: kernel,kernel_extern_c,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,static_device_function,host_function,default_args,main,shared_var,shared_2d,static_shared,auto_var,struct,operator_overload,anon_namespace,if,nested_block,static_assert,ternary,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_string,lit_string_prefix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,lambda,lambda_capture_value,lambda_launch,macro_function
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))

__device__ void merge2(int count3, int len4)
{
	__shared__ int sh_5[(0b100000)];
	if (count3) {
		unsigned char v6 = len4;
		long acc7{0b110};
		len4 = 37 / (-len4);
	}
}

struct Pixel8 {
	int count9;
	double hi10;
	float y11;
};

extern "C" {
__global__ void trace12_kernel(unsigned int* buf13)
{
	int tid14 = (blockIdx.x * blockDim.x) + threadIdx.x;
	char acc15 = (*buf13);
	Pixel8 v16 = {2826, 8.375, 4865};
}
}

static __device__ float scatter17(int count18)
{
	__shared__ double sh_19[8];
	(--count18, (count18 = 077 - ADD3_1(ADD3_1(sh_19[2], count18, sh_19[count18]), count18, 4)));
	float lim20 = 23.0f;
	float tmp21 = lim20;
	return ((tmp21 + (sh_19[threadIdx.x] * gridDim.x)) != (warpSize - 35)) ? (((57 != lim20) ? 18.625F : 0b10) + tmp21) : (ADD3_1(count18, 9, 0b100) + (threadIdx.x + tmp21));
}

__global__ void __launch_bounds__(32) accum22_kernel(const int* src23, const float* in24, const long* input25, int len26)
{
	int tid27 = threadIdx.x;
	--len26;
	Pixel8 stride28 = Pixel8{};
	bool z29 = input25[len26] > stride28.hi10;
	z29 = !src23;
	__shared__ Pixel8 sh_30;
	unsigned int idx31 = input25[tid27];
	static __shared__ float sh_32;
}

__device__ void count33(int* __restrict__ dst34, double alpha35)
{
	__shared__ unsigned sh_36[16][sizeof(unsigned int) * 2];
	sh_36[2][6]--;
	sh_36[012][0b100] = static_cast<int>(12L) / (threadIdx.x);
}

unsigned host_rank37(int stride38, int n39, int stride40 = 42)
{
	if (n39 >= n39) {
		return (int)stride38;
	}
	const char* base41 = u8"x=%d";
	auto lam45 = [=](long flag42, float prod43) -> int {
		auto stride44 = ADD3_1(n39, (29 * n39) + ADD3_1(flag42, 41, prod43), sizeof(float));
		return char(ADD3_1(prod43, 5, flag42));
	};
	const char* m46 = "x=%d";
	stride38 = base41[1];
	accum22_kernel<<<256 * 2, sizeof(float) * 128, 4096>>>((const int*)nullptr, (const float*)nullptr, (const long*)nullptr, n39);
	trace12_kernel<<<(n39 + 127) / 0b10000000, sizeof(unsigned int) * 0b1000, sizeof(double) * 0b1000000>>>(static_cast<unsigned*>(nullptr));
	return base41[1];
}

namespace {
float run_fold47(float beta48, int lane49, unsigned int beta50)
{
	lane49 = beta50;
	beta50++;
	accum22_kernel<<<dim3((lane49 + 0177) / 128, (beta50 + 127) / 128), 512, 0, (cudaStream_t)0>>>(nullptr, nullptr, (const long*)nullptr, 23 - beta50);
	return unsigned(475 + ADD3_1(lane49, lane49, 19U));
}

struct Pixel51 {
	float y52;
	unsigned y53;
};

__host__ __device__ Pixel51 operator+(Pixel51 a, Pixel51 b)
{
	Pixel51 r = a;
	r.y52 += b.y52;
	r.y53 += b.y53;
	return r;
}
} // namespace

inline int host_combine54(bool b55)
{
	auto step57 = [=]() -> float {
		if ((b55 + ADD3_1(b55, b55, 0b111111)) != b55) {
			accum22_kernel<<<dim3(2), 0b10000000>>>((const int*)nullptr, nullptr, static_cast<const long*>(nullptr), b55);
		}
		Pixel51 base56 = Pixel51{};
		return 16.0F;
	};
	step57();
	auto x58 = b55;
	if ((b55 * b55) != 31) {
		return x58;
	}
	return 0b11000;
}

int main()
{
	int size59 = 1046;
	{
		static_assert(43 > 052);
		double base60{1.0};
	}
	size59 = 6UL;
	size59 = alignof(char);
	dim3 lim61(1, (size59 + 127) / 0b10000000, (size59 + 63) / 64);
	return 0;
}
