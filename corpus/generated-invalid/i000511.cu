// cudagen 0.1 seed 511 invalid:assign_to_const
// features: kernel,launch_bounds,launch,launch_shared_mem,builtin_vars,grid_stride_loop,host_function,static_host_function,main,constexpr_var,local_array,static_local,struct,class_private,operator_overload,anon_namespace,if,for,goto,static_assert,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,pp_ifdef,pp_if
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 3
#else
#define TUNE_4 32
#endif
#if TUNE_4 > 17
#define CONFIG_5 5
#elif TUNE_4 < 0
#error unreachable configuration
#else
#define CONFIG_5 25
#endif

__global__ void trace6(unsigned int beta7)
{
	for (int j8 = (blockIdx.x * blockDim.x) + threadIdx.x; j8 < (TUNE_4 + 9); j8 += blockDim.x * gridDim.x) {
		int s9 = beta7;
		beta7 = int((s9 % j8) + 59);
		float stride10 = 50 - s9;
	}
	float val11(beta7 - TWICE_PLUS_2(beta7 * beta7, MAX2_1(beta7, gridDim.y)));
	++val11;
	size_t prod12[4] = {};
}

struct Cell13 {
	int sum14, val15;
	unsigned char sum16;
	bool y17;
};

inline __host__ __device__ Cell13 operator+(Cell13 a, Cell13 b)
{
	Cell13 r = a;
	r.sum14 += b.sum14;
	r.val15 += b.val15;
	r.sum16 += b.sum16;
	return r;
}

class Body18 {
	double sum19;
	unsigned int w20;
	int val21;
public:
	__host__ __device__ Body18(double a22, unsigned int c23, int a24) : sum19(a22), w20(c23), val21(a24) {}
	__host__ __device__ double mix25() const
	{
		unsigned long t26(39ULL - (w20 % (1130 << val21)));
		return sum19;
	}
};

namespace {
__global__ void __launch_bounds__(1 << 8) relax27(const double *in28, float *buf29, const float *in30)
{
	int i31 = threadIdx.x;
	buf29[4] = in30[threadIdx.z];
	if ((buf29[gridDim.y] / (*buf29)) <= threadIdx.x) {
		goto finish34;
	}
	buf29[blockDim.x]++;
	for (int it32 = i31; it32 > 0; --it32) {
		double x33[4] = {};
	}
	(*buf29) = 21.5F;
finish34:;
}

static float run_blend35(int count36)
{
	static int acc37 = 25;
	acc37--;
	return -static_cast<int>((unsigned int)count36);
}
} // namespace

double march38(long *acc39, float b40, int lane41)
{
	for (int j42 = 0; j42 < lane41; ++j42) {
		int flag43 = CONFIG_5 << lane41;
		b40 = 24.125F;
	}
	static_assert(23 == 23);
	float m44[8] = {};
	return static_cast<unsigned char>(29UL * acc39[lane41]) >> 4;
}

int drift45(int n46)
{
	int *flag47 = &n46;
	flag47[3] = MAX2_1(n46 - (n46), ((CONFIG_5 - n46) + (n46 << n46)));
	if (flag47[n46] > 48ul)
		return -20;
	float mid48(4.75f - static_cast<int>(flag47[1] * 48));
	++(*flag47);
	float off49 = 21;
	return static_cast<unsigned char>(n46);
}

int main()
{
	int count50 = 2799;
	const int limit51 = 8;
	limit51 = 9;
	trace6<<<(1), 64, sizeof(double) * 128>>>(42);
	count50 = count50;
	relax27<<<256, CONFIG_5 + (TUNE_4 + 228), 0>>>(static_cast<const double*>(nullptr), nullptr, (const float*)nullptr);
	return 0;
}
