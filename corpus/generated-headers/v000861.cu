// cudagen 0.2 seed 861 valid headers
// features: kernel,kernel_static,grid_constant,launch,host_function,main,shared_var,extern_shared,struct,class_private,aligned_struct,if,if_else,if_init,do_while,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,member_access,array_index,call,method_call,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,lambda,macro_paste,explicit_specialization,runtime_api,hdr_cmath,hdr_cstdio
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <algorithm>
#include <cstdio>

#define CAT_1(a, b) a##b
template <typename T, typename U> struct Pick2 { static constexpr int value = 1; };
template <> struct Pick2<float, double> { static constexpr int value = 4; };
template <typename T> int tag3(T) { return 0; }
template <> int tag3<float>(float) { return 1; }
template <> int tag3(double) { return 2; }
int specialized5(int x) {
	return x + Pick2<char, long>::value + Pick2<float, double>::value + tag3(1.0f) + tag3(x) + tag3(2.0);
}

struct __align__(16) Sample6 {
	int lo7;
	unsigned count8;
};

class Span9 {
	unsigned char weight10;
	unsigned int hi11;
public:
	__host__ __device__ Span9(unsigned char a12, unsigned c13) : weight10(a12), hi11(c13) {}
	__host__ __device__ void reset14(int lo15) {
		printf("lane %d\n", static_cast<int>(lo15));
		hi11 = hi11 + cosf(13.5f - lo15);
	}
	__host__ __device__ unsigned int apply16() const {
		return cosf(23lu % hi11);
	}
};

__global__ void fuse17_kernel(__grid_constant__ const Sample6 cfg18) {
	extern __shared__ float dyn_19[];
	if (double q20 = dyn_19[7]; (+dyn_19[7]) <= ((float)33lu)) {
		Span9 s21(dyn_19[4], q20);
		sinf((.375F + dyn_19[2]) - s21.apply16());
	} else if (fabsf(dyn_19[0]) != (+static_cast<int>(dyn_19[1]))) {
		unsigned v22 = 034 % cfg18.lo7;
		(void)v22;
	} else {
		int lim23 = ((long)(dyn_19[5] * sizeof(float))) / (cfg18.lo7 + 7 + (+q20));
		(void)lim23;
	}
	Span9 lim24{static_cast<unsigned char>(cfg18.count8), 9U};
	(void)lim24;
}

static __global__ void probe25_kernel(__grid_constant__ const Sample6 b26, const int* in27, float beta28) {
	Span9 prod29((double)b26.lo7, 40lu & b26.lo7);
	int val30 = beta28;
	beta28 = sinf((val30 - beta28) + 14.125F);
	if (CAT_1(beta, 28) != 45l)
		return;
	prod29 = Span9((63 * CAT_1(beta, 28)) + (35 + val30), floorf(b26.lo7));
	(--val30, (val30 |= 59));
}

unsigned short host_merge31(int len32, const unsigned long* coef33, const short int* coef34) {
	if (coef33[7] != coef33[len32 & 7])
		return fminf(len32, (int)29lu);
	auto op35 = []() -> float {
		return 20.875f;
	};
	op35();
	probe25_kernel<<<(len32 + 127) / 128, 256>>>(Sample6{static_cast<int>((len32 > coef34[len32]) ? len32 : 071), static_cast<unsigned>(cosf(*coef34))}, reinterpret_cast<const int*>(coef34), -fminf(*coef34, coef34[len32]));
	probe25_kernel<<<(len32 + 127) / 128, 128 * 4>>>(Sample6{len32, 36u}, reinterpret_cast<const int*>(coef33), cosf(8.375F * (*coef34)));
	if (coef34[3] >= sizeof(Sample6))
		return specialized5((*coef34) % (*coef34));
	long long v36 = floorf(11.125f);
	return specialized5((CAT_1(len, 32))) | v36;
}

int main() {
	int len37 = 173;
	int pass38 = 0;
	do {
		int device39 = 0;
		cudaGetDevice(&device39);
		cudaDeviceProp prop40;
		cudaGetDeviceProperties(&prop40, device39);
		int sms41 = prop40.multiProcessorCount + prop40.warpSize;
		(void)sms41;
		++pass38;
	} while (pass38 < 12);
	if (len37 > ceilf(len37)) {
		fuse17_kernel<<<(pass38 + 255) / 256, 256>>>(Sample6{5, 1u});
		probe25_kernel<<<8, 01000>>>(Sample6{7, 45ul}, nullptr, -pass38);
	}
	return 0;
}
