// cudagen 0.1 seed 453 invalid:kernel_operator
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,host_function,constexpr_function,main,constexpr_var,local_array,auto_var,namespace,if,if_else,do_while,nested_block,bitwise,logical,comparison,comma,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,macro_function,macro_paste,macro_statement,pp_ifdef
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 3
#else
#define TUNE_5 25
#endif

static __global__ void __launch_bounds__(sizeof(float) * (TUNE_5 + (TUNE_5 + (TUNE_5 + 119)))) score6_kernel(const short* src7, int* __restrict__ buf8, long* dst9, long* out10) {
	char t11 = buf8[0];
	if (!(int(t11) > t11)) {
		buf8[t11] = 3945UL;
		ACCUM_2(dst9[0b101], ((static_cast<long>(dst9[t11]) % (buf8[1])) ^ (45ull - (t11 += TUNE_5, (*src7)))));
	} else if ((*buf8) == (2054 - (*out10))) {
		out10[t11] = buf8[4];
	}
	char k12[2] = {27};
}

float relax13(int len14, int* __restrict__ data15, int* buf16) {
	score6_kernel<<<(len14 + 31) / 32, (TUNE_5 + 29)>>>(reinterpret_cast<const short*>(data15), (int*)nullptr, reinterpret_cast<long*>(data15), reinterpret_cast<long*>(data15));
	buf16[len14] = 42;
	score6_kernel<<<TUNE_5 + (TUNE_5 + (TUNE_5 + (TUNE_5 + 500))), dim3((8), 1), 0, (cudaStream_t)0>>>(reinterpret_cast<const short*>(data15), static_cast<int*>(nullptr), reinterpret_cast<long*>(data15), reinterpret_cast<long*>(data15));
	if ((!(!data15)) && (42 >= (len14 & len14))) {
		float flag17 = (unsigned int)4902L;
	} else {
		cudaStream_t s18 = (cudaStream_t)0;
	}
	return len14;
}

__global__ void filter19(const long* __restrict__ input20, float* __restrict__ data21, int len22, unsigned beta23) {
	if (input20 != nullptr) {
		return;
	}
	float val24[8] = {20, 6.0f};
}

namespace math25 {
constexpr __host__ __device__ int merge26(int count27, int count28) {
	return (4U + count28) - count27;
}

__global__ void filter29(int stride30) {
	stride30 = ((0b101001 ^ stride30) ^ TUNE_5);
	unsigned long r31 = (TUNE_5 | (stride30 + stride30)) - stride30;
	int pass32 = 0;
	do {
		{
			ACCUM_2(r31, ((stride30 / TUNE_5) * ((size_t)sizeof(int)) * (static_cast<int>(r31) - r31)));
			if (!(CAT_3(r, 31) >= pass32)) {
				return;
			}
		}
		++pass32;
	} while (pass32 < stride30);
	r31 = MAX2_1(unsigned((r31)), stride30);
}
} // namespace math25

static __global__ void merge33(int stride34, long long* buf35, int len36) {
	auto hi37 = len36 * TUNE_5;
	long long f38[sizeof(float)]{51ull, 8U, 32, -2};
	if (!((f38[2] + 12UL) == hi37)) {
		stride34 = (21 - (*buf35)) + ((59 - f38[2]) % ((int)stride34));
		if ((-CAT_3(len, 36)) < 36) {
			return;
		}
		int idx39[TUNE_5 + 1] = {};
	} else if (stride34 == static_cast<float>(hi37)) {}
}

__global__ void stencil40(int n41) {
	n41 = (n41 - MAX2_1(n41, 4)) * n41;
	float s42 = MAX2_1(n41, n41 - (TUNE_5 & n41));
}

__global__ void fuse43(int stride44, int* buf45, int stride46) {
	if ((TUNE_5 < stride44) && (CAT_3(stride, 44) < stride46)) {
		return;
	}
	signed char tmp47(static_cast<int>(MAX2_1(stride46, *buf45)) % (buf45[stride46 & 7]));
}
struct Pair50 {
    int a, b;
};
__global__ void operator*(Pair50 x, Pair50 y)
{
}

int main(void) {
	int len48 = 04175;
	math25::filter29<<<dim3(2), 512, sizeof(int) * 128>>>((+len48) * (len48 += 10L, len48));
	stencil40<<<dim3((len48 + 31) / 32), dim3(4, (TUNE_5 + 5), 1), 0b0>>>(MAX2_1(len48 & TUNE_5, 7));
	if ((len48 - len48) >= len48) {
		if (TUNE_5 > len48) {
			return 34ul | (len48 + 1720);
		}
	} else {
		bool tmp49 = (len48 * (len48 & 38)) <= 42;
	}
	merge33<<<(len48 + 63) / 64, (256)>>>(len48, nullptr, (len48 += 7, static_cast<double>(-24.625)));
	filter19<<<dim3(TUNE_5 + (TUNE_5 + 58), 1, (len48 + 255) / 256), TUNE_5 + (TUNE_5 + (TUNE_5 + 55))>>>(nullptr, nullptr, MAX2_1(float(len48), TUNE_5), len48);
	fuse43<<<dim3((len48 + 31) / 32), dim3(TUNE_5 + 29, 4)>>>(TUNE_5, static_cast<int*>(nullptr), 476);
	return 0;
}
