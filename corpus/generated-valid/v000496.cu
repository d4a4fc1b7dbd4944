// cudagen 0.1 seed 496 valid
// features: kernel,kernel_static,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_template_function,main,constexpr_var,struct,class_private,operator_overload,if,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_object,macro_function,pp_ifdef,pp_if
#include "prelude.cuh"

#define BLOCK_SIZE_1 64
#define NUM_ITERS_2 (3)
#define RADIUS_3 128
#define MOD8_4(x) ((x) % 8)
#define MAX2_5(a, b) ((a) > (b) ? (a) : (b))
#define USE_FAST_PATH_6

#ifdef USE_FAST_PATH_6
#define TUNE_7 6
#else
#define TUNE_7 48
#endif
#if TUNE_7 > 59
#define CONFIG_8 6
#elif TUNE_7 < 0
#error unreachable configuration
#else
#define CONFIG_8 19
#endif

static __global__ void update9_kernel(int *acc10, int len11, int *data12) {
	int idx13 = (blockIdx.x * blockDim.x) + threadIdx.x;
	len11--;
	double x14 = +(*acc10);
	int k15 = 35;
	int idx16 = ((NUM_ITERS_2 + blockIdx.y) % (55 - idx13)) & ((k15) ^ (RADIUS_3 >> blockIdx.x));
	data12[idx13] *= BLOCK_SIZE_1 * threadIdx.x;
	++len11;
}

struct Acc17 {
	float flag18;
	unsigned id19;
	double sum20;
	size_t count21;
};

__host__ __device__ Acc17 operator+(Acc17 a, Acc17 b) {
	Acc17 r = a;
	r.flag18 += b.flag18;
	r.id19 += b.id19;
	r.sum20 += b.sum20;
	r.count21 += b.count21;
	return r;
}

class Span22 {
	size_t sum23;
public:
	__host__ __device__ Span22(size_t a24) : sum23(a24) {}
	__host__ __device__ size_t get25() const {
		return (56L);
	}
	__host__ __device__ unsigned long bump26(float cnt27) const {
		if (sum23 == 24) {
			return MAX2_5(sum23 * 9, 10 * cnt27);
		}
		return MAX2_5(sum23 % 56, 2);
	}
};

template <typename T>
__device__ T blend28(T p29, int *dst30) {
	p29 = dst30[5] / MAX2_5(p29, 57L * p29);
	(*dst30) += dst30[5];
	--(*dst30);
	return MAX2_5(p29, +p29);
}

__global__ void grow31(int n32, int *dst33, unsigned int *acc34) {
	int gid35 = threadIdx.x;
	if (gid35 >= n32) {
		return;
	}
	float acc36 = 18.875F;
	if (dst33 != nullptr) {
		return;
	}
	--(*acc34);
}

int main() {
	int n37 = 543;
	grow31<<<32, 512, 1 << (NUM_ITERS_2 + (NUM_ITERS_2 + 6)), nullptr>>>(7 + n37, nullptr, nullptr);
	n37 -= (n37 + BLOCK_SIZE_1) | ((n37 * n37) << MOD8_4(n37));
	--n37;
	grow31<<<1 << 1, RADIUS_3, 0>>>(n37 + TUNE_7, (int*)nullptr, nullptr);
	update9_kernel<<<1, 64, sizeof(float) * 64>>>((int*)nullptr, -3082, (int*)nullptr);
	return 0;
}
