// cudagen 0.1 seed 467 invalid:launch_bounds_with_maxnreg
// features: kernel,launch,launch_shared_mem,launch_stream,host_device_function,host_function,constexpr_function,main,shared_var,shared_2d,static_shared,constexpr_var,struct,class_private,if,compound_assign,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,method_call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_object,macro_function
#include "prelude.cuh"

#define NUM_ITERS_1 16
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define LOW_BITS_3(x) ((x) & 0xF)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

__global__ void step6_kernel(double* data7, float* buf8, int* buf9) {
	float x10 = LOW_BITS_3(buf9[5] + 30) >> buf9[6];
	if ((*data7) <= NUM_ITERS_1) {
		return;
	}
	const int* off11 = reinterpret_cast<const int*>(buf8);
	int val12 = static_cast<float>(7.625f + data7[0x7]);
	static __shared__ int sh_13;
	__shared__ size_t sh_14[8][10];
	data7[2]--;
}

constexpr __host__ __device__ int smooth15(int stride16, size_t a17) {
	a17 = 33lu;
	return (a17 += 37ULL, (a17 - stride16));
}

class Node18 {
	long long flag19;
	unsigned int val20;
public:
	__host__ __device__ Node18(long long c21, unsigned int b22) : flag19(c21), val20(b22) {}
	__host__ __device__ long long get23() const {
		float y24 = 13.875f;
		return val20;
	}
	__host__ __device__ void reset25(unsigned int h26) {
		h26 = 037;
	}
};

__global__ void accum27(int count28, const double* coef29) {
	count28 = count28 * (NUM_ITERS_1 - coef29[count28]);
	constexpr unsigned int z30 = 8;
	count28 = z30;
	if (count28 <= 0x1c) {
		return;
	}
	count28 += 0x8ULL;
	count28 = z30;
}

inline double host_merge31(float q32, int lane33, Node18 b34) {
	long h35(-(b34.get23() * 0xbu));
	int res36 = (long)((lane33 - h35) + (h35 << lane33));
	h35 -= h35;
	--q32;
	return (float)b34.get23();
}

class Bounds37 {
	unsigned char flag38;
	int id39;
	unsigned short count40;
public:
	__host__ __device__ Bounds37(unsigned char c41, int c42, unsigned short c43) : flag38(c41), id39(c42), count40(c43) {}
	__host__ __device__ unsigned short get44() const {
		return 0x26ULL;
	}
	__host__ __device__ unsigned char scale45() const {
		return flag38 + 0 + count40;
	}
};
__global__ void __launch_bounds__(256) __maxnreg__(64) bounded_kernel48(int *p)
{
    p[threadIdx.x] = 0;
}

int main() {
	int count46 = 0xB7C;
	count46 = NUM_ITERS_1;
	int s47 = NUM_ITERS_1;
	step6_kernel<<<(NUM_ITERS_1 + 240), (NUM_ITERS_1 + 240) * 2, sizeof(float) * 32, nullptr>>>(static_cast<double*>(nullptr), static_cast<float*>(nullptr), &count46);
	accum27<<<0b10000000, 01000, 0, nullptr>>>(NUM_ITERS_1, (const double*)nullptr);
	return 0x0;
}
