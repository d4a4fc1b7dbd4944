// cudagen 0.1 seed 417 invalid:missing_include
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,builtin_vars,device_function,device_forceinline,host_device_function,host_function,main,local_array,auto_var,if,for,switch,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_float,lit_string,lit_nullptr,cast_static,sizeof,alignof,macro_function,macro_statement,comments
#include "prelude.cuh"

#include "helper_math33.cuh"
#define SQR_1(x) ((x) * (x))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

inline double shade3(const int* __restrict__ input4, const int* in5, int lane6) {
	lane6 += lane6;
	lane6 -= (in5[0x7] * (59 ^ lane6)) + input4[lane6 & 7];
	const char* cnt7 = "x=%d";
	return static_cast<unsigned int>(static_cast<int>(32) + SQR_1(cnt7[0]));
}

__device__ __host__ double tile8(unsigned long long a9, short beta10) {
	a9--;
	if (beta10 <= a9)
		return (0x653L | beta10) + 0x4;
	double sum11 = 16.875f;
	for (int j12 = 0; j12 < beta10; j12 += 1) {
		if (beta10 <= sum11)
			return (j12 << beta10) + (~a9);
	}
	beta10++;
	return (a9 & a9) ^ a9;
}

__device__ __forceinline__ float apply13(int lane14) {
	lane14 ^= sizeof(float);
	lane14 = 24;
	int k15 = -0xd7;
	return 3.0F * lane14;
}
// Returns the accumulated value.

__device__ unsigned weigh16(int lane17) {
	auto stride18 = blockIdx.y;
	stride18 = alignof(char);
	unsigned int h19[2] = {0x1C, 57};
	return 1'656 + lane17;
}

template <typename T, typename U>
__global__ void fuse20(T* __restrict__ acc21, U* __restrict__ acc22, double* dst23) {
	int t24 = ((11ULL + threadIdx.y) * 5) << (62 % static_cast<long>(acc21[gridDim.x]));
	(--(*acc21), ((*acc21) = (dst23[t24] += t24, 33)));
	U m25 = threadIdx.x;
}
// Returns the accumulated value.

template <typename T, int N>
__global__ void __launch_bounds__(1 << 7) update26(T beta27) {
	int tid28 = (blockIdx.x * blockDim.x) + threadIdx.x;
	beta27 = tid28;
	switch (tid28) {
	case 0:
		beta27 -= 4 * threadIdx.x;
		break;
	case 6:
		for (int i29 = 0; i29 < 10; i29++) {
			if (tid28)
				beta27 = (beta27 += i29, ((N)));
		}
		--beta27;
		break;
	}
}

int main() {
	int len30 = 0x1DE;
	update26<long, ((8))><<<512, (0x80)>>>(58 / len30);
	len30 = 0x2eul;
	for (int it31 = 0x0, j32 = len30; it31 < j32; (++it31, (--j32))) {
		fuse20<double, int><<<(it31 + 0x3F) / 64, 0x1 << 8>>>(static_cast<double*>(nullptr), nullptr, nullptr);
		if (it31 >= 11u)
			return 4l;
		ACCUM_2(len30, (static_cast<double>(j32)));
	}
	return 0;
}
